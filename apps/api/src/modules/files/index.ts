import type { ApiModule } from '../../lib/api-module.ts';
import { fileRoutes } from './routes.ts';

// Files: upload links, the uploads table and the local-disk storage's own routes.

export const filesModule: ApiModule = { name: 'files', routes: fileRoutes };

export { arrivedUploadsOf, createUpload, findUpload, type UploadRow } from './repository.ts';
export { storeServerFile } from './server-files.ts';
