import type {DatabaseClient} from '~/lib/supabase.server';
// The browser build: it carries its own Buffer shim, which a worker without nodejs_compat needs.
import {stringify} from 'csv-stringify/browser/esm/sync';

/**
 * CSV exports of the waitlist lists, streamed page by page as the signed-in admin (RLS
 * decides what is readable). csv-stringify writes RFC 4180 (CRLF line ends, quotes doubled,
 * fields with a comma, quote or line break quoted) and, with `escape_formulas`, prefixes a
 * quote to cells starting with = + - @ (and tab, CR), so a spreadsheet never runs them.
 * Adding a column a later migration brings is one entry in EXPORTS.
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

export function toCsv(
  rows: unknown[][],
  withHeader?: readonly string[],
): string {
  return stringify(withHeader ? [withHeader, ...rows] : rows, {
    record_delimiter: 'windows',
    // A lone CR or LF inside a field is a line break to spreadsheets too: quote it.
    quoted_match: /[\r\n]/,
    escape_formulas: true,
  });
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
