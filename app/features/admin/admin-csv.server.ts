import type {DatabaseClient} from '~/lib/supabase.server';

/**
 * CSV exports of the waitlist lists, streamed page by page as the signed-in admin (RLS
 * decides what is readable), in RFC 4180: CRLF line ends, quotes doubled, fields with a
 * comma, quote or line break quoted; a cell starting with = + - @ (tab, CR, or their
 * full-width forms) gets a leading quote, so a spreadsheet never runs it as a formula.
 * That is csv-stringify's output with `escape_formulas` (record 0161), written here in a
 * few lines because the library was 32 KB of the worker (record 0223); a unit test
 * compares the two on every kind of cell. Adding a column a later migration brings is one
 * entry in EXPORTS.
 */
const UTM_COLUMNS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export const EXPORTS = {
  subscribers: {
    table: 'subscribers',
    // `source` is the join form; the UTM values come from the landing URL (decision 0156).
    columns: [
      'name',
      'email',
      'created_at',
      'source',
      'referrer_code',
      ...UTM_COLUMNS,
    ],
  },
  newsletter: {
    table: 'newsletter_subscribers',
    columns: ['email', 'source', 'created_at', ...UTM_COLUMNS],
  },
} as const;

export type ExportName = keyof typeof EXPORTS;

const PAGE_SIZE = 500;

export function isExportName(value: string | undefined): value is ExportName {
  return value !== undefined && Object.hasOwn(EXPORTS, value);
}

/** Starts a spreadsheet reads as a formula (OWASP's CSV injection list, as csv-stringify's). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]/;

function csvCell(field: unknown): string {
  if (field === null || field === undefined) return '';
  let value: string;
  if (typeof field === 'string') value = field;
  else if (typeof field === 'boolean') value = field ? '1' : '';
  else if (field instanceof Date) value = String(field.getTime());
  else if (typeof field === 'object') value = JSON.stringify(field);
  else value = String(field);
  // A negative number is a number, not a formula.
  const isNumber = typeof field === 'number' || typeof field === 'bigint';
  const quote = NEEDS_QUOTES.test(value);
  if (FORMULA_START.test(value) && !(isNumber && value.startsWith('-')))
    value = `'${value}`;
  return quote ? `"${value.replaceAll('"', '""')}"` : value;
}

export function toCsv(
  rows: unknown[][],
  withHeader?: readonly string[],
): string {
  const records = withHeader ? [withHeader, ...rows] : rows;
  return records.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

export function csvExportStream(
  db: DatabaseClient,
  name: ExportName,
): ReadableStream<Uint8Array> {
  const {table, columns} = EXPORTS[name];
  const encoder = new TextEncoder();
  let offset = 0;
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      const {data, error} = await db
        .from(table)
        .select(columns.join(', '))
        .order('id', {ascending: true})
        .range(offset, offset + PAGE_SIZE - 1);
      if (error) {
        controller.error(
          new Error(`CSV export of ${table} failed: ${error.message}`),
        );
        return;
      }
      const rows = (data as unknown as Record<string, unknown>[]).map((row) =>
        columns.map((column) => row[column] ?? ''),
      );
      const chunk = toCsv(rows, headerSent ? undefined : columns);
      headerSent = true;
      if (chunk) controller.enqueue(encoder.encode(chunk));
      offset += PAGE_SIZE;
      if (rows.length < PAGE_SIZE) controller.close();
    },
  });
}
