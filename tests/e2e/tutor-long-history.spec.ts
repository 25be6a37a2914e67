import { hasDatabaseAccess, withDatabase } from "./database.ts";
import { expect, test } from "./support.ts";

test.use({ studentName: "Otávio Brandão" });

// A long conversation cannot be typed in a day on the free plan (10 messages), so this journey
// writes one straight into the database; it runs on PostgreSQL only.
test.skip(({ baseURL }) => !hasDatabaseAccess(baseURL), "needs direct access to the database");

function writeHistory(email: string, count: number): Promise<void> {
  return withDatabase(async (client, userId) => {
    // Two days ago, one minute apart, alternating student and tutor; number 1 is the oldest.
    await client.query(
      `insert into chat_messages (user_id, subject, message, sender, provider, created_at)
       select $1, 'historia', 'Mensagem antiga número ' || n,
              case when n % 2 = 1 then 'user' else 'bot' end,
              case when n % 2 = 1 then null else 'offline' end,
              now() - interval '2 days' + n * interval '1 minute'
       from generate_series(1, $2::int) as n`,
      [await userId(email), count],
    );
  });
}

test("a long conversation opens at the latest messages, loads older ones at the top, and the button goes back down", async ({
  page,
  student,
}) => {
  const { email } = student;
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
