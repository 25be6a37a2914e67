import { z } from "zod";

export const subjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  icon: z.string(),
  emoji: z.string(),
});
export type SubjectDto = z.infer<typeof subjectSchema>;

export const subjectListSchema = z.object({ subjects: z.array(subjectSchema) });
