/**
 * mongoose tests that fail here because of a limitation the README lists under "What it does not
 * support" (the text of each limitation below is the README's wording). The conformance script
 * reports every other failure, and the entries on this list that passed.
 */
export const limitations = {
  specialIndexes: 'Text, geospatial, hashed and wildcard indexes; `$text`, `$near`/`$geoWithin`',
  explain: '`explain`',
  serverJavaScript: '`$where`, `$function`/`$accumulator` (no server-side JavaScript)',
  outMerge: '`$out`/`$merge`',
  collectionOptions:
    'Capped, time-series and clustered collections, views, schema validators, collection/index collations',
  serverParameters: '`setParameter` (server parameters are start options)',
  collMod: '`collMod` (collection and index options cannot change after creation)',
  singleMember: 'Replication to other members (the set has one member: no secondary to read from)',
  concurrentCursorStart:
    'A change stream started twice at once by the driver (next() and hasNext() together): the second start comes after the write',
} as const;

export type Limitation = keyof typeof limitations;

export interface KnownUnsupportedTest {
  file: string;
  /** mocha's full title: describe blocks and test name joined by spaces. */
  title: string;
  limitation: Limitation;
}

const entries: [file: string, title: string, limitation: Limitation][] = [
  // Run since the server is a replica set (REPLICA_SET=rs0): they need what one member cannot give.
  [
    'model.test.js',
    'Model bug fixes 3.6 features watch() using next() and hasNext() before connecting (gh-16034)',
    'concurrentCursorStart',
  ],
  [
    'connection.test.js',
    'connections: when connecting with a secondary read preference(gh-9374) mongoose.connect forces autoIndex & autoCreate to be false if read preference is secondary or secondaryPreferred',
    'singleMember',
  ],
  [
    'connection.test.js',
    'connections: when connecting with a secondary read preference(gh-9374) mongoose.createConnection forces autoIndex & autoCreate to be false if read preference is secondary or secondaryPreferred (gh-9374)',
    'singleMember',
  ],
  [
    'query.test.js',
    'Query options read inherits its models schema read option and sends it though the driver',
    'singleMember',
  ],
  // mongoose fakes a topology change to a standalone ('Single'); the driver's monitor of a one-member set reports it again.
  [
    'connection.test.js',
    'connections: creates collection if creating model while connection is disconnected with bufferCommands=false',
    'singleMember',
  ],
  ['aggregate.test.js', 'aggregate:  sort by text score (gh-5258)', 'specialIndexes'],
  ['aggregate.test.js', 'aggregate:  exec explain()', 'explain'],
  ['aggregate.test.js', 'aggregate:  exec middleware (gh-5251) with explain() (gh-5887)', 'explain'],
  ['collection.capped.test.js', 'collections: capped: creation', 'collectionOptions'],
  [
    'collection.capped.test.js',
    'collections: capped: skips when setting autoCreate to false (gh-8566)',
    'collectionOptions',
  ],
  ['connection.test.js', 'connections: openUri (gh-5304) with autoCreate (gh-6489)', 'collectionOptions'],
  ['connection.test.js', 'connections: helpers createCollection()', 'collectionOptions'],
  ['document.test.js', 'document bug fixes single embedded docs with $near (gh-4014)', 'specialIndexes'],
  ['geojson.test.js', 'geojson driver query', 'specialIndexes'],
  ['geojson.test.js', 'geojson within helper', 'specialIndexes'],
  ['geojson.test.js', 'geojson index', 'specialIndexes'],
  ['geojson.test.js', 'geojson near', 'specialIndexes'],
  ['model.aggregate.test.js', 'model aggregate works can use helper for $out', 'outMerge'],
  [
    'model.discriminator.test.js',
    'model discriminator() root schema inheritance with $meta projection (gh-5859)',
    'specialIndexes',
  ],
  [
    'model.indexes.test.js',
    'model discriminators with unique uses schema-level collation by default (gh-9912)',
    'collectionOptions',
  ],
  [
    'model.indexes.test.js',
    'model discriminators with unique different collation with syncIndexes() (gh-8521)',
    'collectionOptions',
  ],
  [
    'model.indexes.test.js',
    'model discriminators with unique should not re-create a compound text index that involves non-text indexes, using syncIndexes (gh-13136)',
    'specialIndexes',
  ],
  [
    'model.indexes.test.js',
    'model discriminators with unique should not find a diff when calling diffIndexes after syncIndexes involving a text and non-text compound index (gh-13136)',
    'specialIndexes',
  ],
  [
    'model.indexes.test.js',
    'model discriminators with unique should prevent collation on text indexes (gh-10044)',
    'specialIndexes',
  ],
  ['model.query.casting.test.js', 'model query casting minDistance (gh-4197)', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $near with arrays', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $near with objects', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $near with nested objects', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $nearSphere with arrays', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $nearSphere with objects', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $nearSphere with nested objects', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $within $centerSphere with arrays', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $within $centerSphere with objects', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $within $centerSphere with nested objects', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $within $center with arrays', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $within $center with objects', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $within $center with nested objects', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $within $polygon with arrays', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $within $polygon with objects', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $within $polygon with nested objects', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $within $box with arrays', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $within $box with objects', 'specialIndexes'],
  ['model.query.casting.test.js', 'model query casting $within $box with nested objects', 'specialIndexes'],
  ['model.querying.test.js', 'model: querying: findOne querying via $where a string', 'serverJavaScript'],
  ['model.querying.test.js', 'model: querying: findOne querying via $where a function', 'serverJavaScript'],
  [
    'model.querying.test.js',
    'model: querying: find text search indexes works with text search ensure indexes',
    'specialIndexes',
  ],
  [
    'model.querying.test.js',
    'model: querying: find text search indexes works when text search is called by a schema (gh-3824) (gh-6851)',
    'specialIndexes',
  ],
  ['model.querying.test.js', 'model: querying: sort handles sorting by text score', 'specialIndexes'],
  ['model.querying.test.js', 'model: querying: 2d $near (gh-309)', 'specialIndexes'],
  ['model.querying.test.js', 'model: querying: 2d $within arrays (gh-586)', 'specialIndexes'],
  ['model.querying.test.js', 'model: querying: 2d $nearSphere with arrays (gh-610)', 'specialIndexes'],
  [
    'model.querying.test.js',
    'model: querying: 2d $nearSphere with invalid coordinate does not crash (gh-1874)',
    'specialIndexes',
  ],
  ['model.querying.test.js', 'model: querying: 2d $maxDistance with arrays', 'specialIndexes'],
  ['model.querying.test.js', 'model: querying: 2dsphere $geometry Polygon', 'specialIndexes'],
  ['model.querying.test.js', 'model: querying: 2dsphere $geoIntersects LineString', 'specialIndexes'],
  ['model.querying.test.js', 'model: querying: 2dsphere $geoIntersects MultiLineString', 'specialIndexes'],
  ['model.querying.test.js', 'model: querying: 2dsphere $geoIntersects MultiPolygon', 'specialIndexes'],
  ['model.querying.test.js', 'model: querying: 2dsphere $near Point', 'specialIndexes'],
  ['model.querying.test.js', 'model: querying: 2dsphere $near works with GeoJSON (gh-1482)', 'specialIndexes'],
  [
    'model.querying.test.js',
    'model: querying: 2dsphere $near works with legacy 2dsphere pair in schema (gh-6937)',
    'specialIndexes',
  ],
  ['model.querying.test.js', 'model: querying: hashed indexes work', 'specialIndexes'],
  [
    'model.skip.middleware.test.js',
    'middleware option to skip hooks (gh-8768) aggregate().explain() skips pre/post hooks when middleware: false',
    'explain',
  ],
  [
    'model.skip.middleware.test.js',
    'middleware option to skip hooks (gh-8768) aggregate().explain() runs hooks normally without middleware option',
    'explain',
  ],
  [
    'model.skip.middleware.test.js',
    'middleware option to skip hooks (gh-8768) aggregate().explain() skips only pre hooks when middleware: { pre: false }',
    'explain',
  ],
  [
    'model.skip.middleware.test.js',
    'middleware option to skip hooks (gh-8768) aggregate().explain() skips only post hooks when middleware: { post: false }',
    'explain',
  ],
  ['model.test.js', 'Model sets index collation based on schema collation (gh-7621)', 'collectionOptions'],
  [
    'model.test.js',
    'Model respects schema-level `collectionOptions` for setting options to createCollection()',
    'collectionOptions',
  ],
  [
    'model.test.js',
    'Model Skip setting default value for Geospatial-indexed fields (gh-1668) 2dsphere indexed field with value is saved',
    'specialIndexes',
  ],
  [
    'model.test.js',
    'Model Skip setting default value for Geospatial-indexed fields (gh-1668) 2dsphere indexed field without value is saved (gh-1668)',
    'specialIndexes',
  ],
  [
    'model.test.js',
    'Model Skip setting default value for Geospatial-indexed fields (gh-1668) 2dsphere indexed field in subdoc without value is saved',
    'specialIndexes',
  ],
  [
    'model.test.js',
    'Model Skip setting default value for Geospatial-indexed fields (gh-1668) Doc with 2dsphere indexed field without initial value can be updated',
    'specialIndexes',
  ],
  [
    'model.test.js',
    'Model Skip setting default value for Geospatial-indexed fields (gh-1668) 2dsphere indexed required field without value is rejected',
    'specialIndexes',
  ],
  [
    'model.test.js',
    'Model Skip setting default value for Geospatial-indexed fields (gh-1668) 2dsphere field without value but with schema default is saved',
    'specialIndexes',
  ],
  [
    'model.test.js',
    'Model Skip setting default value for Geospatial-indexed fields (gh-1668) 2d indexed field without value is saved',
    'specialIndexes',
  ],
  ['model.test.js', 'Model bug fixes createCollection() respects schema collation (gh-6489)', 'collectionOptions'],
  ['model.test.js', 'Model bug fixes createCollection() respects timeseries (gh-10611)', 'collectionOptions'],
  ['model.test.js', 'Model bug fixes createCollection() enforces expireAfterSeconds (gh-11229)', 'collectionOptions'],
  ['model.test.js', 'Model bug fixes createCollection() enforces expires (gh-11229)', 'collectionOptions'],
  [
    'model.test.js',
    'Model bug fixes createCollection() enforces expireAfterSeconds when set by Schema (gh-11229)',
    'collectionOptions',
  ],
  [
    'model.test.js',
    'Model bug fixes createCollection() enforces expires when set by Schema (gh-11229)',
    'collectionOptions',
  ],
  ['model.test.js', 'Model bug fixes createCollection() respects clusteredIndex', 'collectionOptions'],
  ['model.test.js', 'Model bug fixes mongodb actually removes expired documents (gh-11229)', 'serverParameters'],
  [
    'model.test.js',
    'Model bug fixes Model.syncIndexes() avoids creating collection if autoCreate: false',
    'collectionOptions',
  ],
  ['model.test.js', 'Model bug fixes Model.syncIndexes() syncIndexes() supports hideIndexes (gh-14868)', 'collMod'],
  [
    'model.test.js',
    'Model bug fixes Model.syncIndexes() should not drop a text index on .syncIndexes() call (gh-10850)',
    'specialIndexes',
  ],
  ['model.test.js', 'Model exists() (gh-6872) (gh-8097) (gh-11138) options (gh-8075)', 'explain'],
  [
    'model.test.js',
    'Model Setting the explain flag should give an object back rather than a boolean (gh-8275)',
    'explain',
  ],
  ['model.test.js', 'Model diffIndexes() avoids trying to drop timeseries collections (gh-14984)', 'collectionOptions'],
  ['query.test.js', 'Query maxTimeMS() (gh-7254)', 'serverJavaScript'],
  ['query.test.js', 'Query connection-level maxTimeMS() (gh-4066)', 'serverJavaScript'],
  ['query.test.js', 'Query mongoose-level maxTimeMS() (gh-4066)', 'serverJavaScript'],
  ['query.test.js', 'Query bug fixes $geoWithin with single nested schemas (gh-4044)', 'specialIndexes'],
  ['query.test.js', 'Query bug fixes handles geoWithin with $center and mongoose object (gh-4419)', 'specialIndexes'],
  ['query.test.js', 'Query bug fixes geoIntersects with mongoose doc as coords (gh-4408)', 'specialIndexes'],
  ['query.test.js', 'Query bug fixes geojson underneath array (gh-5467)', 'specialIndexes'],
  ['query.test.js', 'Query bug fixes explain() (gh-6625)', 'explain'],
  ['query.test.js', 'Query bug fixes handles geoWithin with mongoose docs (gh-4392)', 'specialIndexes'],
  [
    'schema.test.js',
    'schema jsonSchema() (gh-11162) handles basic example with only top-level keys',
    'collectionOptions',
  ],
  ['schema.test.js', 'schema jsonSchema() (gh-11162) handles arrays and document arrays', 'collectionOptions'],
  ['schema.test.js', 'schema jsonSchema() (gh-11162) handles nested paths and subdocuments', 'collectionOptions'],
  ['schema.test.js', 'schema jsonSchema() (gh-11162) handles maps', 'collectionOptions'],
  [
    'schema.test.js',
    'schema jsonSchema() (gh-11162) puts enums on array elements rather than on the array (gh-16443)',
    'collectionOptions',
  ],
];

export const knownUnsupported: KnownUnsupportedTest[] = entries.map(([file, title, limitation]) => ({
  file,
  title,
  limitation,
}));
