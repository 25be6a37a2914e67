import { hasDatabaseAccess, withDatabase } from "./database.ts";
import { expect, snap, test } from "./support.ts";

test.use({ studentName: "Vitória Lins" });

// The free plan corrects one essay a month, so two corrected essays are written straight into the
// database (last month's and this one's); it runs on PostgreSQL only.
test.skip(({ baseURL }) => !hasDatabaseAccess(baseURL), "needs direct access to the database");

function feedback(levels: number[]) {
  return {
    comentario_geral: "Texto organizado.",
    ...Object.fromEntries(
      levels.map((nota, i) => [`competencia${i + 1}`, { nota, comentario: `C${i + 1}.` }]),
    ),
  };
}

test("the scores of corrected essays are drawn over time, total and per competency", async ({
  page,
  student,
}, testInfo) => {
  const { email } = student;
  await withDatabase(async (client, userId) => {
    const id = await userId(email);
    const insert = `insert into redacoes_usuario (user_id, titulo, conteudo, status, nota_final, feedback_correcao, finalizada_em, corrigida_em, created_at)
                    values ($1, $2, 'Texto.', 'corrigida', $3, $4, now() - $5::interval, now() - $5::interval, now() - $5::interval)`;
    await client.query(insert, [
      id,
      "Primeira tentativa",
      560,
      feedback([120, 120, 120, 80, 120]),
      "35 days",
    ]);
    await client.query(insert, [id, "Segunda tentativa", 720, feedback([160, 160, 120, 160, 120]), "2 days"]);
  });

  await page.goto("/minhas-redacoes");
  await expect(page.getByText("Sua evolução")).toBeVisible();
  await expect(
    page
      .getByText("Em 2 redações corrigidas, sua nota subiu 160 pontos: de 560 para 720. Melhor nota: 720.")
      .first(),
  ).toBeVisible();
  await expect(page.locator(".recharts-line")).toHaveCount(1);
  await page.getByRole("button", { name: "Competências" }).click();
  await expect(page.getByRole("button", { name: "Competências" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".recharts-line")).toHaveCount(5);
  await snap(page, testInfo, "48-essays-progress-chart");
});
