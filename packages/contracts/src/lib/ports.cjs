/** The ports of the local composition; docker-compose.yml publishes the same ones. */
module.exports = {
  shell: 3000,
  content: 3001,
  quiz: 3002,
  account: 3003,
  commerce: 3004,
  events: 3005,
  api: 1337,
  exchangeSandbox: 4010,
  mailWeb: 1080,
  mailSmtp: 1025,
};
