import { expect, test } from "@playwright/test";
import pg from "pg";
import { signedInStudent } from "./support.ts";

// A long conversation cannot be typed in a day on the free plan (10 messages), so this journey
// writes one straight into the PostgreSQL database the Rumo under test uses; it runs there only.
test.skip(
  ({ baseURL }) => !process.env.RUMO_E2E_PG_PORT || !baseURL?.endsWith(`:${process.env.RUMO_E2E_PG_PORT}`),
  "needs direct access to the database",
);

async function writeHistory(email: string, count: number): Promise<void> {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = `/${process.env.RUMO_E2E_PG_DATABASE}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("select id from users where email = $1", [email]);
    // Two days ago, one minute apart, alternating student and tutor; number 1 is the oldest.
    await client.query(
      `insert into chat_messages (user_id, subject, message, sender, provider, created_at)
       select $1, 'historia', 'Mensagem antiga número ' || n,
              case when n % 2 = 1 then 'user' else 'bot' end,
              case when n % 2 = 1 then null else 'offline' end,
              now() - interval '2 days' + n * interval '1 minute'
       from generate_series(1, $2::int) as n`,
      [rows[0]?.id, count],
    );
  } finally {
    await client.end();
  }
}

test("a long conversation opens at the latest messages, loads older ones at the top, and the button goes back down", async ({
  page,
}) => {
  const { email } = await signedInStudent(page, "Otávio Brandão");
  await writeHistory(email, 45);
  await page.goto("/chat/historia");
  const log = page.getByTestId("chat-messages");

  // The latest 20 are shown, scrolled to the bottom.
  await expect(log.getByText("Mensagem antiga número 45", { exact: true })).toBeInViewport();
  await expect(log.getByText("Mensagem antiga número 26", { exact: true })).toBeAttached();
  await expect(log.getByText("Mensagem antiga número 25", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Ir para a última mensagem" })).toBeHidden();

  // Reaching the top loads the previous pages, keeping the reading position.
  for (let page_ = 0; page_ < 3; page_++) {
    await log.evaluate((el) => el.scrollTo({ top: 0 }));
    await page.waitForTimeout(300);
  }
  await expect(log.getByText("Mensagem antiga número 1", { exact: true })).toBeAttached();
  await log.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(log.getByText("Mensagem antiga número 1", { exact: true })).toBeInViewport();

  // Far from the bottom, the button takes the student back to the latest message.
  const down = page.getByRole("button", { name: "Ir para a última mensagem" });
  await expect(down).toBeVisible();
  await down.click();
  await expect(log.getByText("Mensagem antiga número 45", { exact: true })).toBeInViewport();
  await expect(down).toBeHidden();
});
