import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { s3Storage } from './s3-storage.ts';
import { diskStorage, type FileStorage } from './storage.ts';

type S3ClientConfig = Pick<
  Config,
  'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;
type StorageConfig = S3ClientConfig & Pick<Config, 'DATA_DIR' | 'STORAGE_DRIVER' | 'S3_BUCKET' | 'S3_PREFIX'>;

/** The S3 client of the configuration: its endpoint, region and credentials (else the SDK's default chain). */
export function s3ClientOf(config: S3ClientConfig): S3Client {
  // S3-compatible services (older MinIO, Ceph, R2, s3rver) do not all take the SDK's default
  // CRC32 checksum trailer on a streamed body; AWS itself does.
  const checksums = config.S3_ENDPOINT ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED';
  return new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
    requestChecksumCalculation: checksums,
    responseChecksumValidation: checksums,
    // Fail instead of hanging on a host that does not answer (a request's socket idle this long).
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/**
 * The file storage of a configuration (STORAGE_DRIVER): what the API decorates as `app.storage`,
 * and what the release step, content:import and the operator commands use.
 */
export function configuredStorage(config: StorageConfig): FileStorage {
  if (config.STORAGE_DRIVER === 'disk') return diskStorage(path.join(config.DATA_DIR, 'uploads'));
  // loadConfig refuses s3 without a bucket; this guards configurations built by hand
  if (!config.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  return s3Storage({ bucket: config.S3_BUCKET, prefix: config.S3_PREFIX ?? '', client: s3ClientOf(config) });
}
