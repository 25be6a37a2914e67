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
