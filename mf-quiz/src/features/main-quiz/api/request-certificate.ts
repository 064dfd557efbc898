import type { QuizCertificate } from '@academy/contracts';
import { http } from '@academy/platform';
import { parseResponse } from '../../../lib/api/parse-response';

/** POST /client/v2/quiz_v2/{id}/certificate: the last pass's certificate (issued now once the profile has a name). */
export async function requestCertificate(quizId: number): Promise<QuizCertificate> {
  const { data } = await http.post(`/client/v2/quiz_v2/${quizId}/certificate`, undefined, { silent: true });
  return parseResponse('quizCertificateSchema', data);
}
