import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The contrib extensions the migrations create (0004: btree_gist for the slot exclusion
 * constraint, pg_trgm for expert search). PostgreSQL ships them; PGlite loads them on create.
 */
export const pgliteExtensions = { btree_gist, pg_trgm };
