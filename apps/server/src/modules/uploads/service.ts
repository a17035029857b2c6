/**
 * An operator's picture upload: checked (picture.ts), stored once under its content hash
 * (store.ts) and audited as `upload.create`, whether it was new or already stored.
 */
import type { OpsUploadValue } from '@openlobby/contract';
import { type AuditActor, auditEntry } from '../audit/repository.ts';
import { inspectPicture } from './picture.ts';
import type { UploadsRepository } from './repository.ts';
import type { PictureStore } from './store.ts';

export interface UploadsDeps {
  readonly store: PictureStore;
  readonly repository: UploadsRepository;
  readonly maxBytes: number;
  readonly now: () => Date;
}

export type Uploads = ReturnType<typeof createUploads>;

export function createUploads(deps: UploadsDeps) {
  return {
    async upload(bytes: Buffer, merchantId: number, by: AuditActor): Promise<OpsUploadValue> {
      const picture = await inspectPicture(bytes, deps.maxBytes);
      const stored = await deps.store.put(picture.name, bytes, picture.contentType);
      const value: OpsUploadValue = {
        url: deps.store.urlOf(picture.name),
        width: picture.width,
        height: picture.height,
        bytes: picture.bytes,
        contentType: picture.contentType,
      };
      await deps.repository.recordUpload(
        auditEntry(by, deps.now().toISOString(), {
          action: 'upload.create',
          merchantId,
          target: `upload:${picture.name}`,
          before: null,
          after: value,
          detail: { new: stored },
        }),
      );
      return value;
    },
  };
}
