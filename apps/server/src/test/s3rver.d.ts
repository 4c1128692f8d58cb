/** The part of s3rver (an S3-compatible server over a folder) the storage tests use. */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Listens; resolves with the address it listens on. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
