import { z } from 'zod';
import { safeText } from './text';

/**
 * One entry of the server menu (spec §2 "menu from server"). `key` is the route name in the
 * web app's route table; the client keeps titles, icons and components, the server decides
 * which entries a role sees and in what order.
 */
export interface MenuItem {
  key: string;
  children?: MenuItem[];
}

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({ key: safeText(), children: z.array(menuItemSchema).optional() }),
);

export const menuAnswerSchema = z.array(menuItemSchema).meta({ id: 'Menu' });
export type MenuAnswer = z.infer<typeof menuAnswerSchema>;
