import { useMutation } from '@tanstack/react-query';
import type { chunkPreviewSchema, ChunkPreview } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetPath, type DatasetRef } from './keys';

export interface PreviewRequest {
  file: File;
  chunkSize?: number;
  chunkOverlap?: number;
}

/** How the server would cut a file with these settings; nothing is stored. */
export async function previewChunks(
  ref: DatasetRef,
  request: PreviewRequest,
): Promise<ChunkPreview> {
  const form = new FormData();
  form.append('file', request.file, request.file.name);
  const params = { chunkSize: request.chunkSize, chunkOverlap: request.chunkOverlap };
  // Silent: the panel shows the failure in place.
  return answerOf<typeof chunkPreviewSchema>(
    await api.post(`${datasetPath(ref)}/chunk-preview`, form, { params, silent: true }),
  );
}

export function useChunkPreview(ref: DatasetRef) {
  return useMutation({ mutationFn: (request: PreviewRequest) => previewChunks(ref, request) });
}
