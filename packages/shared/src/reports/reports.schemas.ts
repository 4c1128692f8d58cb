import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../common/paging';
import { userTypes } from '../users/users.constants';

/**
 * Participation reports (admin spec §2 Report page, §7 Reports; rule 23). Who is counted:
 * participants (role user) with a verified address, active or deactivated.
 * 1 every registered participant (no event); 2 an event's participants; 3 those of them with
 * at least one activity in it; 4 as 3, with each one's total distance in the detail.
 */
export const reportTypes = [1, 2, 3, 4] as const;
export type ReportType = (typeof reportTypes)[number];

/** Whether a report type belongs to an event (2-4) or stands without one (1). */
export function reportNeedsEvent(type: ReportType): boolean {
  return type !== 1;
}

const reportTypeField = z.coerce
  .number({ error: 'INVALID' })
  .int({ error: 'INVALID' })
  .refine((v): v is ReportType => (reportTypes as readonly number[]).includes(v), {
    error: 'INVALID',
  })
  .transform((v) => v as ReportType);

/** Counts per user type, and their sum. */
const countsShape = Object.fromEntries(userTypes.map((t) => [t, z.number().int()])) as Record<
  (typeof userTypes)[number],
  z.ZodNumber
>;

/**
 * The distance the counted people covered in the report's event together (km, one decimal);
 * null for type 1, which belongs to no event.
 */
const kmField = z
  .number()
  .nullable()
  .describe("The counted people's km in the event together (types 2-4), null for type 1");

/**
 * One summary row: a country (`_id`, ISO code) with its participants per user type and
 * their kilometres.
 */
export const reportSummaryRowSchema = z.object({
  _id: z.string().describe('Country code'),
  ...countsShape,
  total: z.number().int(),
  km: kmField,
});
export type ReportSummaryRow = z.infer<typeof reportSummaryRowSchema>;

/** GET /api/users/report/countryAndType: rows by country code, and the column totals. */
export const reportSummarySchema = z.object({
  docs: z.array(reportSummaryRowSchema),
  totals: z.object({ ...countsShape, total: z.number().int(), km: kmField }),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/**
 * Query of the summary: `type`, and `eventId` for types 2-4 (eventId REQUIRED), never for
 * type 1 (eventId INVALID).
 */
export const reportSummaryQuerySchema = z.object({
  type: reportTypeField,
  eventId: z.uuid({ error: 'NOT_FOUND' }).optional(),
});
export type ReportSummaryQuery = z.infer<typeof reportSummaryQuerySchema>;

/**
 * Who a detail lists: one cell (country and user type), a row (country only), a column
 * (user type only) or everyone (neither). The query of the detail download (all rows).
 */
export const reportCellQuerySchema = reportSummaryQuerySchema.extend({
  country: z.string().trim().toUpperCase().length(2, { error: 'INVALID' }).optional(),
  userType: z.enum(userTypes, { error: 'INVALID' }).optional(),
});
export type ReportCellQuery = z.infer<typeof reportCellQuerySchema>;

/** Query of the detail table: a cell, row, column or everyone (see above), paged. */
export const reportDetailQuerySchema = reportCellQuerySchema.extend(pageQuerySchema.shape);
export type ReportDetailQuery = z.infer<typeof reportDetailQuerySchema>;

/** A participant in a report's detail; `totalDistance` (km, one decimal) for type 4. */
export const reportDetailRowSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  email: z.string(),
  country: z.string(),
  userType: z.enum(userTypes),
  company: z.string().nullable(),
  teamName: z.string().nullable(),
  totalDistance: z.number().nullable().describe('Total km in the event (type 4), else null'),
});
export type ReportDetailRow = z.infer<typeof reportDetailRowSchema>;

export const reportDetailPageSchema = pagedSchema(reportDetailRowSchema);
