import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_ANSWERS, MISSING_LANGUAGE } from "#domain/enem-score/answers";
import { ENEM_SCORE_MESSAGES } from "#domain/enem-score/api";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { BOOKLET_NOT_FOUND } from "./booklets.ts";
import { NO_ANSWERS } from "./service.ts";

/** The public calculator: real candidates of 2023 (content/enem-tri/cases.json) and bad input. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const score = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/enem/score", payload, remoteAddress: "10.1.2.3" });

describe("the ENEM score calculator (no sign-in)", () => {
  it("lists a year's booklets by day, area, application and colour", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/enem/provas?ano=2023" });
    expect(res.statusCode).toBe(200);
    const { cadernos } = res.json();
    expect(cadernos).toContainEqual({
      coProva: "1201",
      area: "LC",
      areaNome: "Linguagens, Códigos e suas Tecnologias",
      cor: "AZUL",
      dia: 1,
      aplicacao: 1,
      questoes: 50,
    });
    expect(cadernos).toContainEqual(
      expect.objectContaining({ coProva: "1211", area: "MT", dia: 2, questoes: 45 }),
    );
    expect(cadernos.some((c: { aplicacao: number }) => c.aplicacao === 2)).toBe(true);
  });

  it("gives a real candidate's official score, with its margin and what each item weighed", async () => {
    // A 2023 candidate whose official Humanas score was 498,9 (INEP microdata).
    const res = await score({
      ano: 2023,
      coProva: "1193",
      respostas: "ABDEADAADCDABDCADAEABCDDCBAADCCBEBCEBEBDBEAED",
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ area: "CH", cor: "BRANCA", nota: 498.9 });
    expect(body.erroPadrao).toBeGreaterThan(0);
    expect(body.itens).toHaveLength(45);
    const wrong = body.itens.filter((i: { correta: boolean; contou: boolean }) => !i.correta && i.contou);
    expect(wrong.length).toBe(body.questoesQueContam - body.acertos);
    expect(wrong.every((i: { impacto: number }) => i.impacto > 0)).toBe(true);
  });

  it("reads Linguagens with the language the student chose", async () => {
    const respostas = "ADBDADAEEEACAABBACADCAEBBAAEBBCDEBBDDADDCADAA";
    const res = await score({ ano: 2023, coProva: "1202", respostas, lingua: "ingles" });
    expect(res.json()).toMatchObject({ area: "LC", nota: 507.2 });
    const missing = await score({ ano: 2023, coProva: "1202", respostas });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MISSING_LANGUAGE);
  });

  it.each([
    [{ ano: 2023, coProva: "1193", respostas: "ABCFZ" }, 400, INVALID_ANSWERS],
    [{ ano: 2023, coProva: "1193", respostas: "   " }, 400, NO_ANSWERS],
    [{ ano: 2023, coProva: "99999", respostas: "A".repeat(45) }, 404, BOOKLET_NOT_FOUND],
    [{ ano: 2031, coProva: "1193", respostas: "A".repeat(45) }, 400, ENEM_SCORE_MESSAGES.invalidYear],
    [{ ano: 2023, coProva: "azul", respostas: "A".repeat(45) }, 400, ENEM_SCORE_MESSAGES.invalidBooklet],
  ])("refuses %j with a pt-BR message", async (payload, status, message) => {
    const res = await score(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message.slice(0, 30));
  });

  it("says the booklet has another number of questions", async () => {
    const res = await score({ ano: 2023, coProva: "1193", respostas: "A".repeat(40) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Respostas inválidas: esse caderno tem 45 questões.");
  });

  it("limits how often one address may score", async () => {
    const from = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/enem/score",
        payload: { ano: 2023, coProva: "1193", respostas: "A".repeat(45) },
        remoteAddress: "10.9.9.9",
        headers: { "x-test": String(i) },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await from(i)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
