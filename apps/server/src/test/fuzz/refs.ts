import fc from 'fast-check';

/**
 * Kinds of real objects the fuzz world holds. A generated value may name one as a marker
 * (`⟦ref:event:0⟧`) that the runner replaces with a real id just before sending, so the same
 * seed generates the same requests although ids are new in every run.
 */
export const refKinds = [
  'user',
  'event',
  'activity',
  'image',
  'comment',
  'team',
  'friendship',
  'notification',
  'notice',
  'pledge',
  'payment',
  'email',
  'upload',
  'verifyToken',
  'resetToken',
] as const;
export type RefKind = (typeof refKinds)[number];

/** The kinds that are ids (everything but the people's addresses). */
const idKinds = refKinds.filter(
  (k) => !['email', 'upload', 'verifyToken', 'resetToken'].includes(k),
);

/** Link tokens from the mails of the world, for the verify and reset calls. */
const tokenKinds: RefKind[] = ['verifyToken', 'resetToken'];

/** Words in a field or path that make a kind the likely target. */
const kindWords: Record<RefKind, RegExp> = {
  user: /user|receiver|sender|creator|competitor|member/i,
  event: /event/i,
  activity: /activit/i,
  image: /image/i,
  comment: /comment/i,
  team: /team/i,
  friendship: /friend/i,
  notification: /notification/i,
  notice: /notice|admin(Update|Delete)/i,
  pledge: /pledge/i,
  payment: /payment/i,
  email: /email/i,
  upload: /^$/,
  verifyToken: /verify/i,
  resetToken: /reset/i,
};

/** Marker text of a real id; the runner substitutes these. */
export function refMarker(kind: RefKind, index: number) {
  return `⟦ref:${kind}:${index}⟧`;
}

/** A real id, most often of a kind the context words suggest, sometimes of any kind. */
export function refArb(context: string): fc.Arbitrary<string> {
  const likely = [...idKinds, ...tokenKinds].filter((k) => kindWords[k].test(context));
  const any = fc.constantFrom(...idKinds);
  const kind =
    likely.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...likely), weight: 4 }, any) : any;
  // The first object of a kind is the one in use (the running event, the participant's post).
  const index = fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, fc.nat(3));
  return fc.tuple(kind, index).map(([k, i]) => refMarker(k, i));
}

/** A value with its markers replaced by stand-ins of the right form, to be judged by zod. */
export function standIn(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.replace(/⟦ref:(\w+):\d+⟧/g, (_m, kind: string) =>
      kind === 'email' ? 'someone@example.com' : '0190a6b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b',
    );
  }
  if (Array.isArray(value)) return value.map(standIn);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, standIn(v)]));
  }
  return value;
}
