import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PushOffer } from '../../components/push-offer';
import { Sheet } from '../../components/sheet';

/**
 * The push offer in a sheet of its own (loaded lazily with its first showing); `onClose` once
 * it has closed.
 */
export function PushOfferSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('pwa');
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  // Opened after mount, so the sheet plays its transition and notes where focus was.
  useEffect(() => setOpened(true), []);
  return (
    <Sheet opened={opened} onClose={close} onClosed={onClose} title={t('push.promptTitle')}>
      <PushOffer isBare onAnswered={close} />
    </Sheet>
  );
}
