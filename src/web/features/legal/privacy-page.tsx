import { LegalLayout } from "./legal-layout.tsx";

export function PrivacyPage() {
  return (
    <LegalLayout title="Política de privacidade" updated="22 de novembro de 2026">
      <section>
        <h2>Quais dados guardamos</h2>
        <ul>
          <li>Cadastro: nome completo, e-mail e celular.</li>
          <li>
            Perfil e objetivos que você preencher: data de nascimento, curso dos sonhos, faculdade, metas de
            estudo.
          </li>
          <li>Estudo: respostas de exercícios, mensagens trocadas com o tutor, redações e suas correções.</li>
          <li>
            Assinatura: plano, datas e situação do pagamento (os dados do cartão ficam com o processador de
            pagamentos).
          </li>
          <li>Segurança: registros técnicos de acesso, como endereço IP e navegador das sessões.</li>
        </ul>
      </section>
      <section>
        <h2>Para que usamos</h2>
        <p>
          Para oferecer o serviço (tutor, exercícios, correção de redações e painel de progresso), aplicar os
          limites do seu plano, enviar e-mails da sua conta (confirmação e recuperação de senha) e proteger a
          plataforma contra abusos. Não vendemos seus dados.
        </p>
      </section>
      <section>
        <h2>Seus direitos (LGPD)</h2>
        <ul>
          <li>Acesso e portabilidade: baixe todos os seus dados em Perfil › Baixar meus dados.</li>
          <li>Correção: edite seus dados em Perfil a qualquer momento.</li>
          <li>
            Eliminação: exclua sua conta em Perfil; seus dados pessoais são anonimizados e suas sessões
            encerradas.
          </li>
        </ul>
      </section>
      <section>
        <h2>Segurança</h2>
        <p>
          Senhas são guardadas apenas como hash, sessões usam cookies protegidos (httpOnly) e links de
          recuperação de senha valem por uma hora e uma única vez.
        </p>
      </section>
    </LegalLayout>
  );
}
