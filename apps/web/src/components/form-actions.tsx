import { Button, Group, type GroupProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FormActionsProps extends Omit<GroupProps, 'children'> {
  onCancel: () => void;
  isSubmitting: boolean;
  /** Keeps the submit button disabled, e.g. until the form is valid. */
  isDisabled?: boolean;
  /** "Save" unless told. */
  submitLabel?: string;
  /** "Cancel" unless told. */
  cancelLabel?: string;
}

/** The cancel and submit buttons at the end of a form, on the right. */
export function FormActions({
  onCancel,
  isSubmitting,
  isDisabled = false,
  submitLabel,
  cancelLabel,
  ...group
}: FormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end" gap="sm" {...group}>
      <Button variant="default" onClick={onCancel}>
        {cancelLabel ?? t('actions.cancel')}
      </Button>
      <Button type="submit" disabled={isDisabled} loading={isSubmitting}>
        {submitLabel ?? t('actions.save')}
      </Button>
    </Group>
  );
}
