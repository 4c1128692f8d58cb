import { userTypes } from '@cc/shared/users/users.constants';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectFieldProps } from './select-field';

/** The user type dropdown (Customer, Family, Supplier, Staff) of the profile and user forms. */
export function UserTypeSelect<T extends FieldValues>(props: Omit<SelectFieldProps<T>, 'data'>) {
  const { t } = useTranslation('common');
  const data = userTypes.map((type) => ({ value: type, label: t(`userTypes.${type}`) }));
  return <SelectField {...props} data={data} />;
}
