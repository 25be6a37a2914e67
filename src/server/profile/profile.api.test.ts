import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { examYearOptions, PROFILE_MESSAGES } from "#domain/profile/schemas";
import { accounts, chatMessages, profiles, sessions, userProgress, users } from "#server/db/schema/index";
import { createStudent } from "#server/test-support/factories";
import { client, giveStudyHistory, objectives, personalInfo } from "#server/test-support/profile-fixtures";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
let call: ReturnType<typeof client>["call"];
beforeAll(async () => {
  t = await createTestApp();
  ({ call } = client(t));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await client(t).forgetRateLimits();
});

describe("access", () => {
  it.each([
    ["GET", "/api/profile"],
    ["PUT", "/api/profile"],
    ["PUT", "/api/profile/objectives"],
    ["POST", "/api/profile/objectives/skip"],
    ["PUT", "/api/profile/settings"],
    ["POST", "/api/profile/password"],
    ["DELETE", "/api/profile"],
    ["GET", "/api/profile/export"],
  ] as const)("%s %s refuses a signed-out request", async (method, url) => {
    const res = await call(method, url, undefined, method === "GET" ? undefined : {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("UNAUTHORIZED");
  });
});

describe("personal information", () => {
  it("reads the profile given at sign-up", async () => {
    const s = await createStudent(t, { name: "Pedro Henrique Alves" });
    const res = await call("GET", "/api/profile", s.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: s.email,
      fullName: "Pedro Henrique Alves",
      phone: "11987654321",
      birthDate: null,
      weeklyGoal: 10,
      settings: {
        emailNotifications: true,
        smsNotifications: false,
        studyReminders: true,
        weeklyReports: true,
      },
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("saves and reads back, with the phone as digits and the account name in sync", async () => {
    const s = await createStudent(t);
    const res = await call("PUT", "/api/profile", s.cookie, personalInfo);
    expect(res.statusCode).toBe(200);
    const again = (await call("GET", "/api/profile", s.cookie)).json();
    expect(again).toMatchObject({
      fullName: "Mariana Costa Ribeiro",
      phone: "31991234567",
      birthDate: "2007-03-15",
      bio: personalInfo.bio,
      email: s.email,
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, s.id));
    expect(user?.name).toBe("Mariana Costa Ribeiro");
    const session = await call("GET", "/api/auth/session", s.cookie);
    expect(session.json().user.firstName).toBe("Mariana");
  });

  it("saves an empty birth date, phone and bio as null", async () => {
    const s = await createStudent(t);
    await call("PUT", "/api/profile", s.cookie, personalInfo);
    const res = await call("PUT", "/api/profile", s.cookie, {
      fullName: "Mariana Costa",
      phone: "",
      birthDate: "",
      bio: "  ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: null, birthDate: null, bio: null });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, s.id));
    expect(row).toMatchObject({ phone: null, birthDate: null, bio: null });
  });

  it("does not change the e-mail and refuses invalid data with a pt-BR message", async () => {
    const s = await createStudent(t);
    await call("PUT", "/api/profile", s.cookie, { ...personalInfo, email: "outro@exemplo.com.br" });
    expect((await call("GET", "/api/profile", s.cookie)).json().email).toBe(s.email);

    const bad = await call("PUT", "/api/profile", s.cookie, { ...personalInfo, phone: "1234" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/celular válido/);
    const noName = await call("PUT", "/api/profile", s.cookie, { ...personalInfo, fullName: " " });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe("Informe seu nome completo");
  });
});

describe("objectives and settings", () => {
  it("saves the objectives, the weekly goal going to user_progress", async () => {
    const s = await createStudent(t);
    const res = await call("PUT", "/api/profile/objectives", s.cookie, objectives());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dreamCourse: "Medicina", university: "UFMG", weeklyGoal: 20 });
    const [progress] = await t.database.db.select().from(userProgress).where(eq(userProgress.userId, s.id));
    expect(progress?.weeklyGoal).toBe(20);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, s.id));
    expect(row).toMatchObject({ preparationYears: 2, studyHoursPerDay: 4, examYear: examYearOptions()[1] });
  });

  it.each([
    [
      "an exam year not offered",
      { examYear: new Date().getFullYear() - 1 },
      PROFILE_MESSAGES.invalidExamYear,
    ],
    ["a preparation period above 5 years", { preparationYears: 6 }, undefined],
    ["a weekly goal off the list", { weeklyGoal: 7 }, "Escolha uma das metas semanais"],
    ["an empty dream course", { dreamCourse: "  " }, PROFILE_MESSAGES.objectivesRequired],
  ])("refuses %s", async (_label, override, message) => {
    const s = await createStudent(t);
    const res = await call("PUT", "/api/profile/objectives", s.cookie, objectives(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_ERROR");
    if (message) expect(res.json().message).toBe(message);
    expect((await call("GET", "/api/profile", s.cookie)).json().dreamCourse).toBeNull();
  });

  it("keeps saving the other goals once the saved exam year has passed", async () => {
    const s = await createStudent(t);
    const lastYear = new Date().getFullYear() - 1;
    await t.database.db.update(profiles).set({ examYear: lastYear }).where(eq(profiles.userId, s.id));
    const res = await call(
      "PUT",
      "/api/profile/objectives",
      s.cookie,
      objectives({ examYear: lastYear, dreamCourse: "Direito" }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dreamCourse: "Direito", examYear: lastYear });
    // Choosing another past year is still refused.
    const older = await call(
      "PUT",
      "/api/profile/objectives",
      s.cookie,
      objectives({ examYear: lastYear - 1 }),
    );
    expect(older.statusCode).toBe(400);
  });

  it("records that the objectives dialog was skipped", async () => {
    const s = await createStudent(t);
    const res = await call("POST", "/api/profile/objectives/skip", s.cookie);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, s.id));
    expect(row?.objectivesDialogSkippedAt?.toISOString()).toBe(res.json().skippedAt);
  });

  it("saves the notification switches", async () => {
    const s = await createStudent(t);
    const settings = {
      emailNotifications: false,
      smsNotifications: true,
      studyReminders: false,
      weeklyReports: true,
    };
    expect((await call("PUT", "/api/profile/settings", s.cookie, settings)).statusCode).toBe(200);
    expect((await call("GET", "/api/profile", s.cookie)).json().settings).toEqual(settings);
    const partial = await call("PUT", "/api/profile/settings", s.cookie, { emailNotifications: true });
    expect(partial.statusCode).toBe(400);
  });
});

describe("data export", () => {
  it("downloads everything about the caller and nothing about another student", async () => {
    const ana = await createStudent(t, { name: "Ana Export Primeira" });
    const bruno = await createStudent(t, { name: "Bruno Export Segundo" });
    await call("PUT", "/api/profile", ana.cookie, { ...personalInfo, fullName: "Ana Export Primeira" });
    await call("PUT", "/api/profile/objectives", ana.cookie, objectives());
    const history = await giveStudyHistory(t, ana.id);
    await giveStudyHistory(t, bruno.id);
    await t.database.db
      .insert(chatMessages)
      .values({ userId: bruno.id, subject: "historia", message: "Segredo do Bruno", sender: "user" });

    const res = await call("GET", "/api/profile/export", ana.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="rumo-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.account.email).toBe(ana.email);
    expect(data.profile).toMatchObject({ fullName: "Ana Export Primeira", phone: "31991234567" });
    expect(data.profile.dreamCourse).toBe("Medicina");
    expect(data.progress.weeklyGoal).toBe(20);
    expect(data.settings.emailNotifications).toBe(true);
    expect(data.subscriptions).toEqual([
      expect.objectContaining({ plan: history.planName, status: "active" }),
    ]);
    expect(data.answers).toEqual([
      expect.objectContaining({ exercise: history.exerciseTitle, correct: true, discardedAt: null }),
    ]);
    expect(data.completedExercises).toEqual([
      expect.objectContaining({ exercise: history.exerciseTitle, scorePercent: 100 }),
    ]);
    expect(data.chatMessages).toHaveLength(2);
    expect(data.essays).toEqual([expect.objectContaining({ title: "Minha redação" })]);
    expect(data.sessions.length).toBeGreaterThan(0);

    expect(res.body).not.toContain(bruno.email);
    expect(res.body).not.toContain("Bruno");
    expect(res.body).not.toContain(bruno.id);
    // No password hash nor session token, even under another name.
    const [credential] = await t.database.db.select().from(accounts).where(eq(accounts.userId, ana.id));
    expect(res.body).not.toContain(credential!.password!);
    const tokens = await t.database.db.select().from(sessions).where(eq(sessions.userId, ana.id));
    for (const s of tokens) expect(res.body).not.toContain(s.token);
    expect(res.body).not.toMatch(/"(password|token)"/);
  });
});
