import type { SCENE_ERRORS } from './errors';

/** SCENE_ERRORS in English: every code of the domain, none other. */
export const SCENE_ERRORS_EN: Record<keyof typeof SCENE_ERRORS, string> = {
  SCENE_INVALID: 'The scene has {count} problem(s); fix them as shown, then save',
  SCENE_STALE:
    'Someone else changed the scene (the draft is now version {version}); look at the changes, then save',
  SCENE_VERSION_REQUIRED:
    'A save must name the draft version it was edited from (the If-Match header)',
  SCENE_NOT_YOURS: "Only the scene's author or a team admin may change it",
  SCENE_SECRETS_NEED_MANAGER:
    "Only the team's owners and admins can use the team's secrets in a scene",
  SCENE_PUBLIC_NEEDS_MANAGER:
    "A public helper, or one with keys, follows this scene: only the team's owners and admins can publish it",
  SCENE_NOT_PUBLISHED: 'The scene has not been published yet',
  SCENE_ASK_STILL_NEEDED: 'Still needed: {fields}',
  SCENE_RETRY_LATER: "One moment: I'm working on it and will reply here as soon as it's done.",
  SCENE_BUSY: 'The previous step is still being worked on; send again in a moment',
  SCENE_NEW_QUESTION: 'Something new was just asked: read it, then reply',
  SCENE_ASK_ANSWERED:
    'This question has already been answered; wait for the reply to finish, then go on',
  SCENE_IN_USE:
    'This scene is used in {count} place(s) ({names}): unbind the helpers and remove the sub-scene nodes that call it first',
  SCENE_NO_START: 'A scene needs one start node',
  SCENE_MANY_STARTS: 'A scene may have only one start node',
  SCENE_NO_ANSWER: 'A scene needs at least one answer node (or a model node that replies)',
  SCENE_DUPLICATE_ID: 'This id is used twice',
  SCENE_DUPLICATE_BRANCH: 'Two branches or fields have the same name',
  SCENE_EDGE_DANGLING: 'The edge leads to node {node}, which does not exist',
  SCENE_EDGE_HANDLE: 'The node has no branch "{handle}"',
  SCENE_EDGE_INTO_START: 'No edge may lead into the start node',
  SCENE_EDGE_DUPLICATE: 'Two edges are the same',
  SCENE_CYCLE: 'The edges make a cycle: {nodes} (put repeated steps in a loop node)',
  SCENE_UNREACHABLE: 'This node cannot be reached from the start node',
  SCENE_REF_MISSING: 'The variable {ref} does not exist',
  SCENE_REF_OUTPUT: 'The node has no output {ref}',
  SCENE_REF_TYPE: '{ref} has the wrong type ({type} is needed here)',
  SCENE_REF_NOT_BEFORE: 'The node of {ref} does not run before this node',
  SCENE_REF_IN_LOOP:
    "{ref} is inside a loop and has a value per pass: outside the loop, read the loop's results",
  SCENE_EDGE_CROSSES_LOOP:
    "An edge cannot cross a loop's border: connect nodes inside and outside through the loop node",
  SCENE_LOOP_PARENT: 'The loop this node is in does not exist',
  SCENE_LOOP_NESTED: 'A loop cannot be inside another loop',
  SCENE_LOOP_CHILD_TYPE: 'Start, ask and hand-over nodes cannot go inside a loop',
  SCENE_LOOP_EMPTY: 'The loop has no nodes yet: drag the steps to repeat into its box',
  SCENE_LOOP_ITEMS: 'A for-each loop needs the list to walk',
  SCENE_LOOP_NOT_LIST: 'The value {ref} the loop walks is not a list',
  SCENE_LOOP_TOO_MANY: 'The list has {count} items, more than the loop allows ({max} passes)',
  SCENE_ASK_EMPTY: 'Add at least one button or form field',
  SCENE_CONDITION_INCOMPLETE: 'Fill in the value to compare with',
  SCENE_TEMPLATE_SYNTAX:
    'The template does not parse: check that {{ }} and {% %} are closed and the filters exist',
  SCENE_SUBSCENE_LOOP: 'The sub-scenes call each other in a cycle: {scenes}',
  SCENE_SUBSCENE_DEPTH: 'Sub-scenes are nested too deep ({max} levels at most)',
  SCENE_SUBSCENE_MISSING: 'The sub-scene does not exist or has not been published',
  SCENE_RUN_FAILED: 'The scene failed: {reason}',
  SCENE_UNAVAILABLE: "I can't answer right now; please try again later or ask for a person",
  SCENE_RUN_NOT_WAITING: 'This run is not waiting for an answer',
  SCENE_NODE_TIMEOUT: 'The node took too long ({ms} ms)',
  SCENE_CODE_FAILED: 'The code node failed: {reason}',
  SCENE_CODE_BUSY: "Too many of the team's code nodes are waiting to run; try again shortly",
  SCENE_HTTP_FAILED: 'The HTTP request failed: {reason}',
  SCENE_NO_MODEL: 'The team has no chat model yet, so the model node cannot run',
  SCENE_OUTPUT_TYPE: 'The node output {name} has the wrong type ({type} is needed)',
  SCENE_NODE_MISSING: 'The draft has no node {node} (save the draft first)',
  SCENE_NODE_NOT_RUNNABLE: 'The start node has nothing to run on its own',
};
