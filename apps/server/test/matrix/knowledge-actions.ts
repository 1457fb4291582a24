import { multipart } from '../multipart';
import { MATRIX_PROVIDER_URL, type Actor } from './fixture';
import type { MatrixAction } from './actions';

const team: Actor[] = ['owner', 'admin', 'member'];
const managers: Actor[] = ['owner', 'admin'];
/** Someone else's chat session is not found, whoever asks. */
const notTheirs = { owner: 404, admin: 404, otherOwner: 404, platformAdmin: 404 };

/** The knowledge base: members read it, owners and admins change it. */
export const KNOWLEDGE_ACTIONS: MatrixAction[] = [
  {
    name: 'list knowledge bases',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/datasets` }),
    allowed: team,
  },
  {
    name: 'read knowledge-base storage use',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/knowledge/usage` }),
    allowed: team,
  },
  {
    name: 'read what retrieval can do (vectors, embedding models)',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/knowledge/search-capabilities` }),
    allowed: team,
  },
  {
    name: 'create a knowledge base',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/datasets`,
      payload: { name: '新知识库' },
    }),
    allowed: managers,
  },
  {
    name: 'read a knowledge base',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}` }),
    allowed: team,
  },
  {
    name: 'change a knowledge base',
    request: (w) => ({
      method: 'PATCH',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}`,
      payload: { name: '改名', topK: 3 },
    }),
    allowed: managers,
  },
  {
    name: "read a knowledge base's synonym list",
    request: (w) => ({
      method: 'GET',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/synonyms`,
    }),
    allowed: team,
  },
  {
    name: "replace a knowledge base's synonym list",
    request: (w) => ({
      method: 'PUT',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/synonyms`,
      payload: { groups: [['退款', '退钱']] },
    }),
    allowed: managers,
  },
  {
    name: 'see what deleting a knowledge base removes',
    request: (w) => ({
      method: 'GET',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/deletion-impact`,
    }),
    allowed: managers,
  },
  {
    name: 'delete a knowledge base',
    request: (w) => ({ method: 'DELETE', url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}` }),
    allowed: managers,
  },
  {
    name: 'list folders',
    request: (w) => ({
      method: 'GET',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/folders`,
    }),
    allowed: team,
  },
  {
    name: 'create a folder',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/folders`,
      payload: { name: '新文件夹' },
    }),
    allowed: managers,
  },
  {
    name: 'rename or move a folder',
    request: (w) => ({
      method: 'PATCH',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/folders/${w.kb.folderId}`,
      payload: { name: '改名' },
    }),
    allowed: managers,
  },
  {
    name: 'see what deleting a folder removes',
    request: (w) => ({
      method: 'GET',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/folders/${w.kb.folderId}/deletion-impact`,
    }),
    allowed: managers,
  },
  {
    name: 'delete a folder',
    request: (w) => ({
      method: 'DELETE',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/folders/${w.kb.folderId}`,
    }),
    allowed: managers,
  },
  {
    name: 'list documents',
    request: (w) => ({
      method: 'GET',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/documents?folderId=all`,
    }),
    allowed: team,
    shows: (body) => body.includes('手册.md'),
  },
  {
    name: 'read a document',
    request: (w) => ({
      method: 'GET',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/documents/${w.kb.documentId}`,
    }),
    allowed: team,
  },
  {
    name: 'preview how a file is cut',
    request: (w) => {
      const form = multipart({}, [
        {
          field: 'file',
          filename: '预览.md',
          contentType: 'text/markdown',
          body: Buffer.from('# 标题\n\n正文'),
        },
      ]);
      return {
        method: 'POST',
        url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/chunk-preview?chunkSize=200`,
        payload: form.payload,
        headers: form.headers,
      };
    },
    allowed: managers,
    shows: (body) => body.includes('正文'),
  },
  {
    name: 'upload a document',
    request: (w) => {
      const form = multipart({}, [
        {
          field: 'file',
          filename: '新文件.md',
          contentType: 'text/markdown',
          body: Buffer.from('# 标题\n\n正文'),
        },
      ]);
      return {
        method: 'POST',
        url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/documents`,
        payload: form.payload,
        headers: form.headers,
      };
    },
    allowed: managers,
  },
  {
    name: 'add pasted text',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/documents/text`,
      payload: { name: '文本', text: '一段文字' },
    }),
    allowed: managers,
  },
  {
    name: 'add questions and answers',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/documents/qa`,
      payload: { name: '问答', pairs: [{ question: '问', answer: '答' }] },
    }),
    allowed: managers,
  },
  {
    name: 'import a web page',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/documents/url`,
      // The matrix app allows this closed local port: the import is queued, then fails.
      payload: { url: `${MATRIX_PROVIDER_URL}/page` },
    }),
    allowed: managers,
  },
  {
    name: 'rename or move a document',
    request: (w) => ({
      method: 'PATCH',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/documents/${w.kb.documentId}`,
      payload: { name: '新名字.md' },
    }),
    allowed: managers,
  },
  {
    name: 're-index a document',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/documents/${w.kb.documentId}/reindex`,
    }),
    allowed: managers,
  },
  {
    name: 'delete a document',
    request: (w) => ({
      method: 'DELETE',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/documents/${w.kb.documentId}`,
    }),
    allowed: managers,
  },
  {
    name: "list a document's chunks",
    request: (w) => ({
      method: 'GET',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/documents/${w.kb.documentId}/chunks`,
    }),
    allowed: team,
    shows: (body) => body.includes('退货'),
  },
  {
    name: 'open a chunk (a citation)',
    request: (w) => ({
      method: 'GET',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/chunks/${w.kb.chunkId}`,
    }),
    allowed: team,
  },
  {
    name: 'edit a chunk',
    request: (w) => ({
      method: 'PATCH',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/chunks/${w.kb.chunkId}`,
      payload: { content: '改过的内容' },
    }),
    allowed: managers,
  },
  {
    name: 'delete a chunk',
    request: (w) => ({
      method: 'DELETE',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/chunks/${w.kb.chunkId}`,
    }),
    allowed: managers,
  },
  {
    name: 'test retrieval',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/retrieval-test`,
      payload: { question: '怎么退货' },
    }),
    allowed: team,
    shows: (body) => body.includes('七天'),
  },
  {
    name: 'start an upload in parts',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/uploads`,
      payload: { name: '大文件.pdf', size: 5 },
    }),
    allowed: managers,
  },
  // An upload is its author's: another manager does not find it.
  {
    name: "read the owner's upload",
    request: (w) => ({
      method: 'GET',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/uploads/${w.uploadId}`,
    }),
    allowed: ['owner'],
    denied: { admin: 404 },
  },
  {
    name: "send a part of the owner's upload",
    request: (w) => ({
      method: 'PUT',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/uploads/${w.uploadId}/parts/0`,
      payload: Buffer.from('0123456789'),
      headers: { 'content-type': 'application/octet-stream' },
    }),
    allowed: ['owner'],
    denied: { admin: 404 },
  },
  {
    name: "complete the owner's upload",
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/uploads/${w.uploadId}/complete`,
    }),
    // Allowed, but its one part has not arrived.
    allowed: [],
    denied: { owner: 409, admin: 404 },
  },
  {
    name: "give up the owner's upload",
    request: (w) => ({
      method: 'DELETE',
      url: `/v1/orgs/${w.orgId}/datasets/${w.kb.datasetId}/uploads/${w.uploadId}`,
    }),
    allowed: ['owner'],
    denied: { admin: 404 },
  },
  {
    name: "read the member's chat knowledge bases",
    request: (w) => ({ method: 'GET', url: `/v1/chat/sessions/${w.chat.sessionId}/datasets` }),
    allowed: ['member'],
    denied: notTheirs,
  },
  {
    name: "choose the member's chat knowledge bases",
    request: (w) => ({
      method: 'PUT',
      url: `/v1/chat/sessions/${w.chat.sessionId}/datasets`,
      payload: { datasetIds: [w.kb.datasetId] },
    }),
    allowed: ['member'],
    denied: notTheirs,
  },
];
