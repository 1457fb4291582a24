import sharp from 'sharp';
import type { SaleTurn } from '@miaoyu/contracts/sales';
import type { App } from '../../src/app';
import { publicCode } from '../../src/lib/crypto';
import { customerKeyOf } from '../../src/modules/sales/access';
import { insertOrgSaleChat } from '../../src/modules/sales/chats.repo';
import { insertSalePic } from '../../src/modules/sales/pics.repo';
import { insertSuggestion } from '../../src/modules/sales/suggestions.repo';

/**
 * The team's sales assistant as the matrix sees it: the owner's sales helper shared with the
 * team, the member's private chat (a screenshot, a dialogue, a suggestion), and the spare member's
 * chat shared with the team besides their private one.
 */
export interface MatrixSales {
  helperId: string;
  memberChat: { id: string; picId: string; suggestionId: string };
  /** The spare member's chat shared with the team: every member reads it, managers change it. */
  sharedChat: { id: string; picId: string };
  /** The spare member's private chat: only managers see it besides them. */
  privateChatId: string;
}

const TURNS: SaleTurn[] = [
  { speaker: 'customer', text: '年付有优惠吗？' },
  { speaker: 'me', text: '有的，年付八折。' },
];

/** A chat of `ownerId` with one small stored screenshot, written directly as the fixture does. */
async function chatOf(
  app: App,
  orgId: bigint,
  helperId: bigint,
  ownerId: bigint,
  { customerName, visibility }: { customerName: string; visibility: 'private' | 'team' },
) {
  const chatId = await insertOrgSaleChat(app.db, orgId, {
    ownerId,
    helperId,
    customerName,
    customerKey: customerKeyOf(customerName),
    channel: 'wechat',
    stage: 'contacted',
    notes: '',
    visibility,
    turns: TURNS,
  });
  const bytes = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#ededed' },
  })
    .png()
    .toBuffer();
  const code = publicCode(20);
  const storageKey = `sale/${code}`;
  await app.storage.put(storageKey, bytes, 'image/png');
  const picId = await insertSalePic(
    app.db,
    { orgId, userId: ownerId, chatId },
    {
      code,
      name: '截图.png',
      storageKey,
      contentType: 'image/png',
      size: bytes.length,
      width: 8,
      height: 8,
      position: 0,
    },
  );
  return { id: String(chatId), picId: String(picId) };
}

export async function salesWorldOf(
  app: App,
  world: { orgId: bigint; helperId: string; memberId: bigint; targetId: bigint },
): Promise<MatrixSales> {
  const { orgId } = world;
  const helperId = BigInt(world.helperId);
  const memberChat = await chatOf(app, orgId, helperId, world.memberId, {
    customerName: '王总',
    visibility: 'private',
  });
  const suggestion = await insertSuggestion(app.db, orgId, {
    saleChatId: BigInt(memberChat.id),
    requestedBy: world.memberId,
    replies: [
      { tone: 'warm', text: '王总您好，年付可以打八折哦。' },
      { tone: 'professional', text: '年付方案享八折。' },
      { tone: 'brief', text: '年付八折。' },
    ],
    model: 'offline',
  });
  const sharedChat = await chatOf(app, orgId, helperId, world.targetId, {
    customerName: '李总',
    visibility: 'team',
  });
  const privateChat = await chatOf(app, orgId, helperId, world.targetId, {
    customerName: '赵总',
    visibility: 'private',
  });
  return {
    helperId: world.helperId,
    memberChat: { ...memberChat, suggestionId: String(suggestion.id) },
    sharedChat,
    privateChatId: privateChat.id,
  };
}
