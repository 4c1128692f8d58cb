/** Types of build-state.mjs (plain JavaScript: it runs before anything is built). */
export declare const buildInputs: string[];
export declare const buildOutputs: string[];
export declare function staleReason(
  root: string,
  inputs?: string[],
  outputs?: string[],
): string | null;
