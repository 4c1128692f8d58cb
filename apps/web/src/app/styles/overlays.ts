/**
 * The styles of dialogs, their overlay and toasts, in Mantine's order and layer: they load with
 * the hosts (app/overlays.tsx), so a dialog or toast on the first page is styled too.
 */
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Notification.layer.css';
