/** pt-BR transactional e-mails, each in HTML and plain text. */
export type EmailContent = { subject: string; html: string; text: string };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#4f46e5;padding-bottom:16px">Rumo</td></tr>
<tr><td style="font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="font-size:12px;color:#6b7280;padding-top:24px">Você recebeu este e-mail porque ele foi usado no Rumo, a plataforma de estudos para o ENEM e vestibulares. Se não foi você, ignore esta mensagem.</td></tr>
</table></td></tr></table></body></html>`;
}

function button(url: string, label: string): string {
  const href = escapeHtml(url);
  return `<p style="margin:24px 0"><a href="${href}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#6b7280">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${href}">${href}</a></p>`;
}

export function verificationEmail(name: string, url: string): EmailContent {
  const first = name.split(/\s+/)[0] || "estudante";
  return {
    subject: "Confirme seu e-mail no Rumo",
    html: layout(
      "Confirme seu e-mail",
      `<p>Olá, ${escapeHtml(first)}!</p><p>Falta pouco para começar a estudar com o Rumo. Confirme seu e-mail clicando no botão abaixo.</p>${button(url, "Confirmar e-mail")}<p>O link vale por 24 horas.</p>`,
    ),
    text: `Olá, ${first}!\n\nFalta pouco para começar a estudar com o Rumo. Confirme seu e-mail abrindo o link abaixo:\n\n${url}\n\nO link vale por 24 horas.\n\nSe não foi você, ignore esta mensagem.\n— Rumo`,
  };
}

export function passwordResetEmail(name: string, url: string, validMinutes: number): EmailContent {
  const first = name.split(/\s+/)[0] || "estudante";
  return {
    subject: "Redefina sua senha do Rumo",
    html: layout(
      "Redefinição de senha",
      `<p>Olá, ${escapeHtml(first)}!</p><p>Recebemos um pedido para redefinir a senha da sua conta no Rumo. Clique no botão abaixo para criar uma nova senha.</p>${button(url, "Criar nova senha")}<p>O link vale por ${validMinutes} minutos e só pode ser usado uma vez. Se você não pediu a troca, ignore este e-mail: sua senha continua a mesma.</p>`,
    ),
    text: `Olá, ${first}!\n\nRecebemos um pedido para redefinir a senha da sua conta no Rumo. Para criar uma nova senha, abra o link abaixo:\n\n${url}\n\nO link vale por ${validMinutes} minutos e só pode ser usado uma vez. Se você não pediu a troca, ignore este e-mail: sua senha continua a mesma.\n\n— Rumo`,
  };
}

// Plans and payments ---------------------------------------------------------------------------

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const longDate = new Intl.DateTimeFormat("pt-BR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});

/** The facts a payment e-mail states; every sentence is built from them. */
export type BillingEmailFacts = {
  name: string;
  planName: string;
  /** "subscription" renews; "pass" (Pix) ends on its date. */
  kind: "subscription" | "pass";
  billingType: "monthly" | "annual";
  amount: number;
  /** Next charge (subscription) or end (pass, cancellation) as an ISO date. */
  date: string | null;
  plansUrl: string;
  /** A refund that ends the plan (a withdrawal, a pass) or leaves it running (a partial refund by staff). */
  planEnds?: boolean;
};

function firstName(name: string): string {
  return name.split(/\s+/)[0] || "estudante";
}

function billingEmail(title: string, f: BillingEmailFacts, paragraphs: string[], cta: string): EmailContent {
  const hello = `Olá, ${firstName(f.name)}!`;
  return {
    subject: title,
    html: layout(
      title,
      `<p>${escapeHtml(hello)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}${button(f.plansUrl, cta)}`,
    ),
    text: `${hello}\n\n${paragraphs.join("\n\n")}\n\n${cta}: ${f.plansUrl}\n\n— Rumo`,
  };
}

const period = (f: BillingEmailFacts) => (f.billingType === "annual" ? "anual" : "mensal");
const on = (iso: string | null) => (iso ? longDate.format(new Date(iso)) : null);

export function paymentConfirmedEmail(f: BillingEmailFacts): EmailContent {
  const when = on(f.date);
  const next =
    f.kind === "pass"
      ? `Seu passe ${period(f)} do plano ${f.planName} vale até ${when}. Ele não se renova: nada mais será cobrado.`
      : `Seu plano ${f.planName} (${period(f)}) está ativo.${when ? ` A próxima cobrança será em ${when}.` : ""}`;
  return billingEmail(
    "Pagamento confirmado no Rumo",
    f,
    [
      `Recebemos seu pagamento de ${brl.format(f.amount)}.`,
      next,
      "Você pode desistir em até 7 dias depois do primeiro pagamento e receber todo o valor de volta.",
    ],
    "Ver meu plano",
  );
}

export function trialEndingEmail(f: BillingEmailFacts): EmailContent {
  return billingEmail(
    "Seu teste grátis do Rumo termina em 2 dias",
    f,
    [
      `Seu teste grátis do plano ${f.planName} termina em ${on(f.date)}.`,
      `Nesse dia faremos a primeira cobrança de ${brl.format(f.amount)} (${period(f)}). Se não quiser continuar, cancele antes dessa data e nada será cobrado.`,
    ],
    "Gerenciar minha assinatura",
  );
}

export function paymentFailedEmail(f: BillingEmailFacts): EmailContent {
  return billingEmail(
    "Não conseguimos cobrar sua assinatura do Rumo",
    f,
    [
      `A cobrança de ${brl.format(f.amount)} do plano ${f.planName} não foi aprovada.`,
      "O que fazer: abra 'Gerenciar' na página de planos e atualize a forma de pagamento (cartão vencido, limite ou boleto não pago são as causas mais comuns). Tentaremos cobrar de novo nos próximos dias; enquanto isso, seu plano continua ativo.",
      "Se as novas tentativas falharem, a assinatura será cancelada e você voltará ao plano Gratuito, sem perder suas redações nem seu histórico.",
    ],
    "Atualizar pagamento",
  );
}

export function cancellationEmail(f: BillingEmailFacts): EmailContent {
  return billingEmail(
    "Cancelamento da sua assinatura do Rumo",
    f,
    [
      `Recebemos o cancelamento do plano ${f.planName}. Nenhuma nova cobrança será feita.`,
      `Você continua com o plano até ${on(f.date)}; depois disso, volta ao plano Gratuito. Suas redações, exercícios e conversas continuam guardados.`,
    ],
    "Ver meu plano",
  );
}

export function refundEmail(f: BillingEmailFacts): EmailContent {
  const back =
    "O valor volta pela mesma forma de pagamento: no cartão, aparece na fatura em até duas faturas; no Pix ou boleto, na conta de origem em alguns dias úteis.";
  return billingEmail(
    "Reembolso do Rumo",
    f,
    f.planEnds === false
      ? [
          `Devolvemos ${brl.format(f.amount)} referentes ao plano ${f.planName}. Seu plano continua ativo.`,
          back,
        ]
      : [
          `Devolvemos ${brl.format(f.amount)} referentes ao plano ${f.planName} e encerramos o plano hoje.`,
          back,
          "Você voltou ao plano Gratuito. Suas redações, exercícios e conversas continuam guardados.",
        ],
    "Ver planos",
  );
}

// Back-office staff ------------------------------------------------------------------------------

/** An admin invited this address to the staff; the link works once, for `validDays`. */
export function staffInvitationEmail(f: {
  inviterName: string;
  roleLabel: string;
  url: string;
  validDays: number;
}): EmailContent {
  const lines = [
    `${f.inviterName} convidou você para a equipe do Rumo com o perfil ${f.roleLabel}.`,
    "Abra o link para aceitar: se você ainda não tem conta com este e-mail, vai criar uma; se já tem, basta confirmar sua senha.",
  ];
  const validity = `O link vale por ${f.validDays} dias e só pode ser usado uma vez. Se você não esperava este convite, ignore este e-mail.`;
  return {
    subject: "Convite para a equipe do Rumo",
    html: layout(
      "Convite para a equipe",
      `<p>Olá!</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}${button(f.url, "Aceitar convite")}<p>${escapeHtml(validity)}</p>`,
    ),
    text: `Olá!\n\n${lines.join("\n\n")}\n\n${f.url}\n\n${validity}\n\n— Rumo`,
  };
}

/** To staff with e-mail alerts on: a background job used all its attempts and gave up. */
export function jobFailedEmail(f: {
  kindLabel: string;
  attempts: number;
  error: string;
  failedAt: Date;
  dashboardUrl: string;
}): EmailContent {
  const when = new Intl.DateTimeFormat("pt-BR", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "America/Sao_Paulo",
  }).format(f.failedAt);
  const lines = [
    `A tarefa em segundo plano "${f.kindLabel}" falhou de vez em ${when}, depois de ${f.attempts} tentativa(s).`,
    `Último erro: ${f.error}`,
    "Ela não será tentada de novo. O painel administrativo lista as falhas dos últimos 7 dias.",
  ];
  return {
    subject: `Alerta do Rumo: ${f.kindLabel} falhou`,
    html: layout(
      "Alerta do sistema",
      `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}${button(f.dashboardUrl, "Abrir o painel")}<p style="font-size:13px;color:#6b7280">Você recebe este alerta porque a opção E-mail está ligada em Configurações › Notificações.</p>`,
    ),
    text: `${lines.join("\n\n")}\n\nPainel: ${f.dashboardUrl}\n\nVocê recebe este alerta porque a opção E-mail está ligada em Configurações › Notificações.\n— Rumo`,
  };
}

// Question reports ------------------------------------------------------------------------------

/**
 * To a student whose "Reportar erro" content staff resolved: fixed (always written), or dismissed
 * with a reply (a dismissal without one sends nothing).
 */
export function questionReportEmail(f: {
  name: string;
  outcome: "corrigido" | "descartado";
  exerciseTitle: string;
  questionNumber: number;
  reply: string | null;
  exerciseUrl: string;
}): EmailContent {
  const hello = `Olá, ${firstName(f.name)}!`;
  const where = `a questão ${f.questionNumber} do exercício "${f.exerciseTitle}"`;
  const fixed = f.outcome === "corrigido";
  const subject = fixed ? "Corrigimos a questão que você reportou" : "Sobre a questão que você reportou";
  const lead = fixed
    ? `Obrigado por reportar ${where}. A equipe de conteúdo revisou e corrigiu a questão.`
    : `Obrigado por reportar ${where}. A equipe de conteúdo revisou a questão e deixou uma resposta para você.`;
  const reply = f.reply ? `Resposta da equipe: ${f.reply}` : null;
  const paragraphs = [lead, ...(reply ? [reply] : [])];
  return {
    subject,
    html: layout(
      subject,
      `<p>${escapeHtml(hello)}</p>${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join("")}${button(f.exerciseUrl, "Abrir o exercício")}`,
    ),
    text: `${hello}\n\n${paragraphs.join("\n\n")}\n\nAbrir o exercício: ${f.exerciseUrl}\n\n— Rumo`,
  };
}
