import { z } from 'zod';

/* Path parameters of the console's menu routes; the bodies are the contract's (contract/menu-console.ts). */
const id = z.string().max(64);
export const restaurantParams = z.object({ restaurantId: id });
export const menuParams = z.object({ menuId: id });
export const sectionParams = z.object({ sectionId: id });
export const itemParams = z.object({ itemId: id });
