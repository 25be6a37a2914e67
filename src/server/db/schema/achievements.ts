import { boolean, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/** One row per (student, achievement) once evaluated; the catalogue itself lives in src/domain. */
export const userAchievements = pgTable(
  "user_achievements",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("achievement_type").notNull(),
    name: text("achievement_name").notNull(),
    description: text("achievement_description").notNull(),
    earned: boolean("earned").notNull().default(false),
    earnedAt: timestamp("earned_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
