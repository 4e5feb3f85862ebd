import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { memberPictures } from '../accounts/members-table.ts'
import type { StoredPicture } from './picture-processing.ts'

export async function findPicture(db: Db, memberId: number): Promise<StoredPicture | undefined> {
  const [row] = await db
    .select({ contentType: memberPictures.contentType, image: memberPictures.image })
    .from(memberPictures)
    .where(eq(memberPictures.memberId, memberId))
  if (!row) return undefined
  // PGlite answers bytea as a Uint8Array, node-postgres as a Buffer.
  const image: Uint8Array = row.image
  return { contentType: row.contentType, bytes: Buffer.from(image.buffer, image.byteOffset, image.byteLength) }
}

/** When the member's picture last changed, or null without one: the version in its address. */
export async function findPictureUpdatedAt(db: Db, memberId: number): Promise<Date | null> {
  const [row] = await db
    .select({ updatedAt: memberPictures.updatedAt })
    .from(memberPictures)
    .where(eq(memberPictures.memberId, memberId))
  return row?.updatedAt ?? null
}

/** Stores the member's picture in place of any they had; answers when it changed. */
export async function savePicture(db: Db, memberId: number, picture: StoredPicture): Promise<Date> {
  const values = { contentType: picture.contentType, image: picture.bytes, updatedAt: sql`now()` }
  const [row] = await db
    .insert(memberPictures)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: memberPictures.memberId, set: values })
    .returning({ updatedAt: memberPictures.updatedAt })
  if (!row) throw new Error('The picture was not stored')
  return row.updatedAt
}
