// Vector search: a query's `findNearest` stage (StructuredQuery.FindNearest), as Firestore runs
// it after the query's filters. Documents whose field is not a vector of the query vector's
// dimension are left out; the rest are ranked by the distance measure (EUCLIDEAN and COSINE
// nearest first, DOT_PRODUCT largest first), cut by the optional threshold and by the limit.
import { Fail } from './errors';
import { parseFieldPath, getField } from './paths';
import { toDouble, isNumber, type Fields, type Value } from './values';

export interface FindNearest {
  vectorField?: { fieldPath?: string };
  queryVector?: Value;
  distanceMeasure?: string | number;
  limit?: { value?: number } | number;
  distanceResultField?: string;
  distanceThreshold?: { value?: number } | number;
}

type Measure = 'EUCLIDEAN' | 'COSINE' | 'DOT_PRODUCT';
const MEASURES: Measure[] = ['EUCLIDEAN', 'COSINE', 'DOT_PRODUCT'];
/** Firestore's largest `limit` for a vector query. */
const MAX_LIMIT = 1000;
/** Firestore's largest indexable vector. */
const MAX_DIMENSION = 2048;

export interface NearestStage {
  field: string[];
  vector: number[];
  measure: Measure;
  limit: number;
  resultField?: string[];
  threshold?: number;
}

const wrapped = (v: { value?: number } | number | undefined): number | undefined =>
  typeof v === 'object' ? v.value : v;

/** The components of a vector value, or undefined for any other value. */
function vectorOf(v: Value | undefined): number[] | undefined {
  const fields = v?.mapValue?.fields;
  if (fields?.__type__?.stringValue !== '__vector__') return undefined;
  const values = fields.value?.arrayValue?.values ?? [];
  return values.every(isNumber) ? values.map(toDouble) : undefined;
}

export function compileNearest(stage: FindNearest): NearestStage {
  const fieldPath = stage.vectorField?.fieldPath;
  if (!fieldPath) throw Fail.invalid('findNearest needs a vector field.');
  const vector = vectorOf(stage.queryVector);
  if (!vector || vector.length === 0)
    throw Fail.invalid('findNearest needs a non-empty vector value as its query vector.');
  if (vector.length > MAX_DIMENSION)
    throw Fail.invalid(`A query vector can have at most ${MAX_DIMENSION} dimensions.`);
  const measure =
    typeof stage.distanceMeasure === 'number'
      ? MEASURES[stage.distanceMeasure - 1]
      : MEASURES.find((m) => m === stage.distanceMeasure);
  if (!measure) throw Fail.invalid('findNearest needs a distance measure.');
  const limit = wrapped(stage.limit);
  if (limit === undefined || limit <= 0 || limit > MAX_LIMIT)
    throw Fail.invalid(`findNearest needs a limit between 1 and ${MAX_LIMIT}.`);
  return {
    field: parseFieldPath(fieldPath),
    vector,
    measure,
    limit,
    resultField: stage.distanceResultField ? parseFieldPath(stage.distanceResultField) : undefined,
    threshold: wrapped(stage.distanceThreshold),
  };
}

function distance(measure: Measure, a: number[], b: number[]): number | undefined {
  let dot = 0;
  let squares = 0;
  let normA = 0;
  let normB = 0;
  a.forEach((x, i) => {
    const y = b[i] ?? 0;
    dot += x * y;
    squares += (x - y) ** 2;
    normA += x * x;
    normB += y * y;
  });
  if (measure === 'EUCLIDEAN') return Math.sqrt(squares);
  if (measure === 'DOT_PRODUCT') return dot;
  // A zero vector has no direction: it is never near anything by cosine.
  if (normA === 0 || normB === 0) return undefined;
  return 1 - dot / Math.sqrt(normA * normB);
}

/** Ranks documents (already filtered, in key order) for the stage: the nearest, with their distance. */
export function nearest<T>(
  stage: NearestStage,
  docs: T[],
  fieldsOf: (doc: T) => Fields,
): Array<{ doc: T; distance: number }> {
  const larger = stage.measure === 'DOT_PRODUCT';
  const ranked: Array<{ doc: T; distance: number }> = [];
  for (const doc of docs) {
    const vector = vectorOf(getField(fieldsOf(doc), stage.field));
    if (!vector || vector.length !== stage.vector.length) continue;
    const d = distance(stage.measure, stage.vector, vector);
    if (d === undefined || Number.isNaN(d)) continue;
    if (stage.threshold !== undefined && (larger ? d < stage.threshold : d > stage.threshold))
      continue;
    ranked.push({ doc, distance: d });
  }
  // Stable: equal distances keep key order.
  ranked.sort((x, y) => (larger ? y.distance - x.distance : x.distance - y.distance));
  return ranked.slice(0, stage.limit);
}

/** `fields` with the distance written at the stage's `distanceResultField`, if it names one. */
export function withDistance(stage: NearestStage, fields: Fields, distance: number): Fields {
  return stage.resultField ? withField(fields, stage.resultField, distance) : fields;
}

function withField(fields: Fields, path: string[], value: number): Fields {
  const [head, ...rest] = path;
  if (head === undefined) return fields;
  if (rest.length === 0) return { ...fields, [head]: { doubleValue: value } };
  const inner = fields[head]?.mapValue?.fields ?? {};
  return { ...fields, [head]: { mapValue: { fields: withField(inner, rest, value) } } };
}
