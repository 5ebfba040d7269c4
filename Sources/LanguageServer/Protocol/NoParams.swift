/// The params of a message that carries none (`shutdown`, `initialized`, `exit`): any object, or none.
struct NoParams: Codable {}
