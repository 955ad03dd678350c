const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

/** Refuses a table name that is not plain lower-case letters, digits and underscores. */
export function assertTableName(table: string): void {
  if (!TABLE_NAME.test(table)) throw new Error(`Unsafe projection table name: ${table}`);
}
