import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A spinner in place of content that is loading, announced by `label` to screen readers. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
