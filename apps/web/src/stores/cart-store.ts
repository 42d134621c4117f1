import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/*
 * The cart's lines, kept in localStorage so a reload keeps them (ordering-core §4). The ordering
 * flow adds the line shape and the pricing; the shell only needs the item count.
 */
export interface CartLine {
  uuid: string;
  id: string;
  name: string;
  quantity: number;
}

interface CartState {
  items: CartLine[];
  clear(): void;
}

export const useCartStore = create<CartState>()(
  persist((set) => ({ items: [], clear: () => set({ items: [] }) }), { name: 'cart', version: 1 }),
);

export const cartItemCount = (items: readonly CartLine[]) => items.reduce((n, line) => n + line.quantity, 0);
