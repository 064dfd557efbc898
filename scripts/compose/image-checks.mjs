// The compose suite's checks of the images it built: the runtime images run as non-root with
// healthchecks and carry no tests or dev tooling; the answer keys are only in the release image.
import { remotes } from '../composition.mjs';
import { answerKeysIn, checkFrontDoorImage, checkImages } from './checks.mjs';

/** Counts each check through the suite's `pass` / `fail`. */
export function checkBuiltImages({ pass, fail }) {
  try {
    const problems = [
      ...checkImages(['api', 'exchange-sandbox', 'shell', ...remotes.map((r) => `mf-${r}`)]),
      ...checkFrontDoorImage('academy/front-door'),
    ];
    if (problems.length) throw new Error(problems.join('; '));
    pass('runtime images (and the front door’s) run as non-root with healthchecks and carry no tests or dev tooling');
  } catch (error) {
    fail('runtime images', error);
  }

  try {
    // the serving image has no answer key; the release image has them all (so the probe sees them)
    const serving = answerKeysIn('academy/api');
    if (serving.length) throw new Error(`academy/api carries ${serving.join(', ')}`);
    const release = answerKeysIn('academy/api-release');
    if (!release.some((file) => file.endsWith('quiz.yaml')) || !release.some((file) => file.endsWith('pop-quizzes'))) {
      throw new Error(`academy/api-release lacks the content it imports (found ${release.join(', ') || 'nothing'})`);
    }
    pass(`answer keys only in the release image (${release.length} files there, none in academy/api)`);
  } catch (error) {
    fail('answer keys out of the serving image', error);
  }
}
