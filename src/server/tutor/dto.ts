import type { TutorDto } from "#domain/tutor/api";
import type { Tutor } from "./tutors.ts";

export function tutorDto(tutor: Tutor): TutorDto {
  const { subjectId: _id, ...dto } = tutor;
  return dto;
}
