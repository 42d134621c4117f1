import type { Executor } from '../../db/executor';
import type { NewRow } from '../../db/schema';

export async function insertContactMessage(db: Executor, row: NewRow<'contact_messages'>): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}
