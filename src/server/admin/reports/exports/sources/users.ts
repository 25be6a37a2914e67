import type { Queryable } from "#server/db/client";
import type { ReportTable } from "../table-writer.ts";
import { countStudents, type StudentBase, studentPages } from "./students.ts";

/** "(11) 98765-4321" from the digits kept on the profile. */
export function phoneLabel(digits: string | null): string | null {
  if (!digits) return null;
  const d = digits.replace(/\D/g, "");
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return digits;
}

/** Usuários: every student with contacts, plan, status and dates (personal data). */
export function usersTable(db: Queryable, now: Date): ReportTable<StudentBase> {
  return {
    sheet: "Usuários",
    columns: [
      { header: "Nome", type: "text", width: 32, value: (r) => r.name },
      { header: "E-mail", type: "text", width: 36, value: (r) => r.email },
      { header: "Celular", type: "text", width: 18, value: (r) => phoneLabel(r.phone) },
      { header: "Faculdade", type: "text", width: 24, value: (r) => r.university },
      { header: "Plano", type: "text", width: 14, value: (r) => r.plan_name },
      { header: "Status", type: "text", width: 10, value: (r) => (r.banned ? "Inativo" : "Ativo") },
      { header: "Cadastro", type: "date", width: 12, value: (r) => r.created_at },
      { header: "Último acesso", type: "datetime", width: 17, value: (r) => r.last_access },
    ],
    count: () => countStudents(db, now),
    pages: () => studentPages<StudentBase>(db, now),
  };
}
