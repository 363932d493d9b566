import {loadEngine} from './loadEngine';
import {answer, type Reply, type Request} from './questions';

// The results page's and the not-found page's engine, in a worker: fetching, parsing and
// indexing the index and ranking never block the page's input or paint (issue 40).
addEventListener('message', (event: MessageEvent<Request>) => {
  const {id, indexUrl, withReference, question} = event.data;
  const reply = (message: Reply) => postMessage(message);
  loadEngine(indexUrl, {withReference})
    .then((engine) => reply({id, ok: true, answer: answer(engine, question)}))
    .catch((error: unknown) => reply({id, ok: false, error: String(error)}));
});
