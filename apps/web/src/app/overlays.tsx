// Core component styles first, then the toasts' own (Mantine's order).
import './styles/overlays';
import '@mantine/notifications/styles.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_MS } from '../lib/notify';
import { overlaysAreMounted } from '../lib/overlays-ready';

/**
 * The dialog and toast hosts: a chunk of their own that loads when first wanted (the first
 * interaction, dialog or toast; lib/overlays-ready.ts), so the first page neither carries nor
 * runs the modal and transition code (issue 13). They need no children: the app opens dialogs
 * and toasts through `modals` and `notifications` calls.
 */
export function Overlays() {
  // Effects run child first: by now the modals host listens for its open events.
  useEffect(overlaysAreMounted, []);
  return (
    <>
      <ModalsProvider modalProps={{ centered: true }} />
      <Notifications position="top-right" autoClose={TOAST_MS} />
    </>
  );
}
