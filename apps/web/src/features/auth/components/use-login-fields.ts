import type { LoginForm as LoginValues } from '@cc/shared/auth/auth.forms';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useRef,
  useState,
} from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import type { LoginCheck, LoginData } from './login-validation';

type Field = keyof LoginValues;
type Codes = Partial<Record<Field, string>>;

/** The fields in the order of the form: a failed submit focuses the first with an error. */
const fields: readonly Field[] = ['email', 'password', 'keepLoggedIn'];

let validation: Promise<typeof import('./login-validation')> | undefined;

/** Checks with the shared schema, whose chunk (and zod) loads on the first call (issue 13). */
function checkLogin(values: LoginValues): Promise<LoginCheck> {
  return loadValidation().then((m) => m.validateLogin(values));
}

/**
 * Loads the schema's chunk. The first focus of a field asks for it, so it is there by the
 * time the field is left, and a visitor who only looks at the page never loads it.
 */
function loadValidation() {
  validation ??= import('./login-validation');
  return validation;
}

function without(codes: Codes, field: Field): Codes {
  const { [field]: _dropped, ...rest } = codes;
  return rest;
}

/**
 * The login form's state without a form library (its 14 kB would load before the login page
 * paints). It keeps react-hook-form's `onTouched` behaviour that the form had: a field shows
 * its error once it lost the focus, then on every change; after a submit every field does.
 * A server's field error stays until that field changes. `isValid` follows the schema after
 * each change and is false from a server error until the next change; before the first
 * change it is false, as the password starts empty.
 */
export function useLoginFields(initial: LoginValues) {
  const current = useRef(initial);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const [codes, setCodes] = useState<Codes>({});
  const [serverCodes, setServerCodes] = useState<Codes>({});
  const [isValid, setValid] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const lastCheck = useRef(0);

  const check = useCallback(async (next: LoginValues) => {
    const id = ++lastCheck.current;
    const result = await checkLogin(next);
    // An answer for older values must not undo the newer one's.
    if (id === lastCheck.current) {
      setCodes(result.errors);
      setValid(result.data !== undefined);
    }
    return result;
  }, []);

  const change = <F extends Field>(field: F, value: LoginValues[F]) => {
    current.current = { ...current.current, [field]: value };
    setValues(current.current);
    setServerCodes((codes) => without(codes, field));
    void check(current.current);
  };

  const common = (field: Field) => ({
    name: field,
    ref: (input: HTMLInputElement | null) => {
      inputs.current[field] = input;
    },
    onFocus: () => void loadValidation(),
    onBlur: () => {
      setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
      // A field left without a change shows its error too (an empty email is required).
      void check(current.current);
    },
  });

  const errors: Codes = {};
  for (const field of fields) {
    const code = serverCodes[field] ?? (touched[field] || isSubmitted ? codes[field] : undefined);
    if (code) errors[field] = code;
  }

  return {
    errors,
    isValid,
    /** Props of the email or password input. */
    text: (field: 'email' | 'password') => ({
      ...common(field),
      value: values[field],
      onChange: (e: ChangeEvent<HTMLInputElement>) => change(field, e.currentTarget.value),
      // Enter submits while the login button is still disabled too (the browser would not):
      // a password manager fills both fields and presses it before the first check is back,
      // and an incomplete form then shows what is missing instead of nothing.
      onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key !== 'Enter' || isValid) return;
        e.preventDefault();
        e.currentTarget.form?.requestSubmit();
      },
    }),
    /** Props of the keep-me-logged-in checkbox. */
    checkbox: (field: 'keepLoggedIn') => ({
      ...common(field),
      checked: values[field],
      onChange: (e: ChangeEvent<HTMLInputElement>) => change(field, e.currentTarget.checked),
    }),
    /** Checks every field; calls `onValid` with the parsed values, or focuses the first error. */
    handleSubmit:
      (onValid: (data: LoginData) => Promise<void>) =>
      async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setServerCodes({});
        const result = await check(current.current);
        setSubmitted(true);
        if (result.data) return onValid(result.data);
        const first = fields.find((field) => result.errors[field]);
        if (first) inputs.current[first]?.focus();
      },
    /** Shows a refused login's field codes under their fields; whether there was one. */
    showServerErrors: (error: unknown): boolean => {
      const setError: UseFormSetError<LoginValues> = (name, { message }, options) => {
        setServerCodes((codes) => ({ ...codes, [name]: message }));
        if (options?.shouldFocus) inputs.current[name as Field]?.focus();
      };
      const shown = applyServerFieldErrors(error, setError, fields);
      if (shown) setValid(false);
      return shown;
    },
  };
}
