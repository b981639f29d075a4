import { Inbox } from 'lucide-react';
import type { BuyRequest, RequestAnswer } from '../../../../domain/api/requests';
import { ListEmpty, ListFailure } from '../../../components/list-states';
import { useContactAnswer } from '../api/contact-answer';
import type { AnswerContactChannel } from '../api/contact-answer';
import { useRequestAnswers } from '../api/get-request-answers';
import { AnswerCard } from './answer-card';

/** The buyer's view of who answered their request ('Tengo'). */
export function RequestAnswers({ request }: { request: BuyRequest }) {
  const answers = useRequestAnswers(request.id, request.is_mine);
  const contact = useContactAnswer(request.id);
  const record = (answer: RequestAnswer, channel: AnswerContactChannel) =>
    contact.mutate({ answerId: answer.id, channel });

  let body;
  if (answers.isPending) {
    body = (
      <p role="status" className="py-4 text-tierra-700">
        Cargando respuestas…
      </p>
    );
  } else if (answers.isError) {
    body = (
      <ListFailure
        message="No pudimos cargar las respuestas."
        error={answers.error}
        onRetry={() => void answers.refetch()}
      />
    );
  } else if (answers.data.data.length === 0) {
    body = (
      <ListEmpty
        icon={Inbox}
        title="Nadie ha respondido aún"
        hint="Les avisamos a los vendedores cercanos. Cuando alguien diga «Tengo», te contamos en Notificaciones."
      />
    );
  } else {
    body = (
      <ul aria-label="Respuestas" className="grid gap-4 md:grid-cols-2">
        {answers.data.data.map((answer) => (
          <li key={answer.id}>
            <AnswerCard request={request} answer={answer} onContact={record} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="respuestas" className="mt-6">
      <h2 id="respuestas" className="mb-3 text-xl font-bold text-campo-900">
        Quién lo tiene
      </h2>
      {body}
    </section>
  );
}
