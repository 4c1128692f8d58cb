import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema loads on the first validation instead of with the page: the
 * first page (login) then paints without the validation library (issue 13). The schema is
 * still the shared one; only its loading moves.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> {
  let loaded: Promise<Resolver<Values, Context, Output>> | undefined;
  return async (values, context, options) => {
    loaded ??= load();
    return (await loaded)(values, context, options);
  };
}
