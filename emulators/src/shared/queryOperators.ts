// google.firestore.v1.StructuredQuery.FieldFilter.Operator in enum order, so a number (REST
// clients send enum-encoding=int) indexes its name. Shared by the query engine and the rules
// engine's list-query constraints.
export const FIELD_OPERATORS: readonly string[] = [
  'OPERATOR_UNSPECIFIED',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
];
