"""Small helpers for the lesson sources."""


def T(en, de):
    return {"en": en, "de": de}


def N(say_en, say_de, why_en=None, why_de=None):
    n = {"say": T(say_en, say_de)}
    if why_en:
        n["why"] = T(why_en, why_de)
    return n


def lesson(id, game, order, rules, title, summary, intro, outro, learner=0):
    return {"format": "stammtisch-lesson/1", "id": id, "game": game, "order": order,
            "title": T(*title), "summary": T(*summary), "rules": rules, "learner": learner,
            "intro": T(*intro), "outro": T(*outro)}
