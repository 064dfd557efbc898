import { endpoints, type QuizCertificate } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** The last pass's certificate (issued now once the profile has a name). */
export async function requestCertificate(quizId: number): Promise<QuizCertificate> {
  return callEndpoint(endpoints.quiz.requestCertificate, { params: { id: quizId }, silent: true });
}
