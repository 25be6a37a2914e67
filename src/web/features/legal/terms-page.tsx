import { LegalLayout } from "./legal-layout.tsx";

export function TermsPage() {
  return (
    <LegalLayout title="Termos de uso" updated="22 de novembro de 2026">
      <section>
        <h2>1. O que é o Rumo</h2>
        <p>
          O Rumo é uma plataforma de estudos para estudantes que se preparam para o ENEM e os vestibulares.
          Oferece tutor virtual por matéria, exercícios, redação com correção automática, acompanhamento de
          progresso e planos de assinatura.
        </p>
      </section>
      <section>
        <h2>2. Sua conta</h2>
        <ul>
          <li>Você informa dados verdadeiros no cadastro e confirma seu e-mail antes do primeiro acesso.</li>
          <li>A senha é pessoal. Não a compartilhe; se suspeitar de uso indevido, troque-a no seu perfil.</li>
          <li>Menores de 18 anos devem usar o Rumo com o conhecimento dos pais ou responsáveis.</li>
        </ul>
      </section>
      <section>
        <h2>3. Uso do tutor e da correção automática</h2>
        <p>
          As respostas do tutor e as correções de redação são geradas automaticamente para apoiar seus
          estudos. Elas podem conter imprecisões e não substituem professores nem a correção oficial do ENEM.
          Confira sempre as explicações e use o seu próprio raciocínio.
        </p>
      </section>
      <section>
        <h2>4. Planos e limites</h2>
        <p>
          Cada plano tem limites diários e mensais, exibidos na página de planos. Planos pagos são cobrados
          pelo período escolhido (mensal ou anual) e podem ser cancelados a qualquer momento no portal de
          pagamento; o acesso continua até o fim do período já pago.
        </p>
      </section>
      <section>
        <h2>5. Conduta</h2>
        <ul>
          <li>Não use o Rumo para enviar conteúdo ofensivo, ilegal ou que viole direitos de terceiros.</li>
          <li>Não tente burlar limites, acessar dados de outros estudantes ou sobrecarregar o serviço.</li>
        </ul>
        <p>Contas que descumprirem estes termos podem ser desativadas.</p>
      </section>
      <section>
        <h2>6. Seus textos</h2>
        <p>
          As redações e mensagens que você escreve continuam sendo suas. O Rumo as guarda para mostrar seu
          histórico e corrigir suas redações, conforme a política de privacidade.
        </p>
      </section>
    </LegalLayout>
  );
}
