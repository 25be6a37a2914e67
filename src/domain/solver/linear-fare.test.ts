import { describe, expect, it } from "vitest";
import { solveLinearFare } from "./linear-fare.ts";

describe("solveLinearFare", () => {
  it("finds the units from the total paid, the fixed part taken out first", () => {
    const s = solveLinearFare(
      "a corrida de taxi é bandeirada de R$ 5,50 + R$ 2,75 por km rodado. paguei R$ 44 ontem, quantos km eu andei?",
    );
    expect(s?.answers).toEqual([{ label: "quantidade (km)", value: 14, unit: "km" }]);
    expect(s?.mistakes.map((m) => m.value)).toEqual([16, 18]);
  });

  it("gives the total for a number of units", () =>
    expect(
      solveLinearFare(
        "um plano de celular tem assinatura de R$ 30 e R$ 0,50 por minuto. quanto pago por 100 minutos?",
      )?.answers,
    ).toEqual([{ label: "total", value: 80, unit: "R$" }]));

  it.each(["o taxi custa R$ 2,75 por km", "bandeirada de R$ 5,50, quanto é isso?"])("leaves %j alone", (m) =>
    expect(solveLinearFare(m)).toBeNull(),
  );
});
